module {
  func.func @main(%arg0: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.ones_like %arg0, %none, %none, %none, %false, %none : !torch.vtensor<[],si32>, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],si32>
    return %0 : !torch.vtensor<[],si32>
  }
}

