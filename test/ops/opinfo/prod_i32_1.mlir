module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],si32>) -> !torch.vtensor<[],si64> {
    %none = torch.constant.none
    %0 = torch.aten.prod %arg0, %none : !torch.vtensor<[5,5,5],si32>, !torch.none -> !torch.vtensor<[],si64>
    return %0 : !torch.vtensor<[],si64>
  }
}

