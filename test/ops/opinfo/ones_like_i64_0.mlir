module {
  func.func @main(%arg0: !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.ones_like %arg0, %none, %none, %none, %false, %none : !torch.vtensor<[],si64>, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],si64>
    return %0 : !torch.vtensor<[],si64>
  }
}

