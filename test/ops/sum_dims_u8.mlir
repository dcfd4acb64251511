module {
  func.func @main(%arg0: !torch.vtensor<[3,5,4],ui8>) -> !torch.vtensor<[5],si64> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.sum.dim_IntList %arg0, %0, %false, %none : !torch.vtensor<[3,5,4],ui8>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[5],si64>
    return %1 : !torch.vtensor<[5],si64>
  }
}

