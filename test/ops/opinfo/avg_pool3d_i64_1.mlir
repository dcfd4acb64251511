module {
  func.func @main(%arg0: !torch.vtensor<[1,2,4,4,4],si64>) -> !torch.vtensor<[1,2,5,5,5],si64> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %3 = torch.aten.avg_pool3d %arg0, %0, %1, %2, %true, %false, %int2 : !torch.vtensor<[1,2,4,4,4],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[1,2,5,5,5],si64>
    return %3 : !torch.vtensor<[1,2,5,5,5],si64>
  }
}

