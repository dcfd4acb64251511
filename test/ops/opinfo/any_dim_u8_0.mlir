module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %0 = torch.aten.any.dim %arg0, %int0, %true : !torch.vtensor<[],ui8>, !torch.int, !torch.bool -> !torch.vtensor<[],ui8>
    return %0 : !torch.vtensor<[],ui8>
  }
}

