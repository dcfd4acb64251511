module {
  func.func @main(%arg0: !torch.vtensor<[],si8>) -> !torch.vtensor<[],si64> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.sum.dim_IntList %arg0, %0, %false, %none : !torch.vtensor<[],si8>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],si64>
    return %1 : !torch.vtensor<[],si64>
  }
}

