module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,6,7],si64>) -> (!torch.vtensor<[2,3,3,3,4],si64>, !torch.vtensor<[2,3,3,3,4],si64>, !torch.vtensor<[3,3,4,7],si64>, !torch.vtensor<[3,3,4,7],si64>, !torch.vtensor<[5,4,4],si64>, !torch.vtensor<[5,4,4],si64>) {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %result0, %result1 = torch.aten.max_pool3d_with_indices %arg0, %0, %1, %2, %3, %false : !torch.vtensor<[2,3,5,6,7],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,3,3,4],si64>, !torch.vtensor<[2,3,3,3,4],si64>
    %int0 = torch.constant.int 0
    %4 = torch.aten.select.int %arg0, %int0, %int0 : !torch.vtensor<[2,3,5,6,7],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,5,6,7],si64>
    %5 = torch.prim.ListConstruct %int2, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct %int1, %int2, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %int0, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int2, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %result0_0, %result1_1 = torch.aten.max_pool3d_with_indices %4, %5, %6, %7, %8, %true : !torch.vtensor<[3,5,6,7],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,3,4,7],si64>, !torch.vtensor<[3,3,4,7],si64>
    %9 = torch.aten.select.int %arg0, %int0, %int1 : !torch.vtensor<[2,3,5,6,7],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,5,6,7],si64>
    %10 = torch.aten.select.int %9, %int0, %int0 : !torch.vtensor<[3,5,6,7],si64>, !torch.int, !torch.int -> !torch.vtensor<[5,6,7],si64>
    %11 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %12 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %14 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %result0_2, %result1_3 = torch.aten.max_pool2d_with_indices %10, %11, %12, %13, %14, %false : !torch.vtensor<[5,6,7],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[5,4,4],si64>, !torch.vtensor<[5,4,4],si64>
    return %result0, %result1, %result0_0, %result1_1, %result0_2, %result1_3 : !torch.vtensor<[2,3,3,3,4],si64>, !torch.vtensor<[2,3,3,3,4],si64>, !torch.vtensor<[3,3,4,7],si64>, !torch.vtensor<[3,3,4,7],si64>, !torch.vtensor<[5,4,4],si64>, !torch.vtensor<[5,4,4],si64>
  }
}

