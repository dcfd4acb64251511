module {
  func.func @main(%arg0: !torch.vtensor<[1,0,3],si8>) -> !torch.vtensor<[1,0,3],si8> {
    %true = torch.constant.bool true
    %0 = torch.aten.fill.Scalar %arg0, %true : !torch.vtensor<[1,0,3],si8>, !torch.bool -> !torch.vtensor<[1,0,3],si8>
    return %0 : !torch.vtensor<[1,0,3],si8>
  }
}

