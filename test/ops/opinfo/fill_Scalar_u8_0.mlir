module {
  func.func @main(%arg0: !torch.vtensor<[20],ui8>) -> !torch.vtensor<[20],ui8> {
    %true = torch.constant.bool true
    %0 = torch.aten.fill.Scalar %arg0, %true : !torch.vtensor<[20],ui8>, !torch.bool -> !torch.vtensor<[20],ui8>
    return %0 : !torch.vtensor<[20],ui8>
  }
}

