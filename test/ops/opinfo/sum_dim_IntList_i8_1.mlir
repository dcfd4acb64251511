module {
  func.func @main(%arg0: !torch.vtensor<[],si8>) -> !torch.vtensor<[],si64> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.sum.dim_IntList %arg0, %0, %true, %none : !torch.vtensor<[],si8>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],si64>
    return %1 : !torch.vtensor<[],si64>
  }
}

