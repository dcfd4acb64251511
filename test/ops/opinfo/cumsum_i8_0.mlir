module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],si8>) -> !torch.vtensor<[5,5,5],si64> {
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %0 = torch.aten.cumsum %arg0, %int0, %none : !torch.vtensor<[5,5,5],si8>, !torch.int, !torch.none -> !torch.vtensor<[5,5,5],si64>
    return %0 : !torch.vtensor<[5,5,5],si64>
  }
}

