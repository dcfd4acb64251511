module {
  func.func @main(%arg0: !torch.vtensor<[5,7],si64>, %arg1: !torch.vtensor<[7,3],si64>, %arg2: !torch.vtensor<[1,2,5,5],si64>, %arg3: !torch.vtensor<[3,2,2,2],si64>) -> (!torch.vtensor<[5,3],si64>, !torch.vtensor<[1,3,4,4],si64>, !torch.vtensor<[1,2,3,3],si64>) {
    %0 = torch.aten.mm %arg0, %arg1 : !torch.vtensor<[5,7],si64>, !torch.vtensor<[7,3],si64> -> !torch.vtensor<[5,3],si64>
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %4 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.convolution %arg2, %arg3, %none, %1, %2, %3, %false, %4, %int1 : !torch.vtensor<[1,2,5,5],si64>, !torch.vtensor<[3,2,2,2],si64>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,4,4],si64>
    %int2 = torch.constant.int 2
    %6 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %9 = torch.aten.avg_pool2d %arg2, %6, %7, %8, %true, %true, %none : !torch.vtensor<[1,2,5,5],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,2,3,3],si64>
    return %0, %5, %9 : !torch.vtensor<[5,3],si64>, !torch.vtensor<[1,3,4,4],si64>, !torch.vtensor<[1,2,3,3],si64>
  }
}

