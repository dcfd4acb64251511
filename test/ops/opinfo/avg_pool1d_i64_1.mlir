module {
  func.func @main(%arg0: !torch.vtensor<[1,3,9],si64>) -> !torch.vtensor<[1,3,9],si64> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %3 = torch.aten.avg_pool1d %arg0, %0, %1, %2, %true, %false : !torch.vtensor<[1,3,9],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[1,3,9],si64>
    return %3 : !torch.vtensor<[1,3,9],si64>
  }
}

