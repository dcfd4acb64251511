module {
  func.func @main(%arg0: !torch.vtensor<[2,6,5,3],f32>, %arg1: !torch.vtensor<[6],f32>, %arg2: !torch.vtensor<[6],f32>) -> !torch.vtensor<[732],f32> {
    %int2 = torch.constant.int 2
    %int6 = torch.constant.int 6
    %int15 = torch.constant.int 15
    %int3 = torch.constant.int 3
    %float1.000000e-03 = torch.constant.float 1.000000e-03
    %result0, %result1, %result2 = torch.aten.native_group_norm %arg0, %arg1, %arg2, %int2, %int6, %int15, %int3, %float1.000000e-03 : !torch.vtensor<[2,6,5,3],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,6,5,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>
    %int180 = torch.constant.int 180
    %0 = torch.prim.ListConstruct %int180 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.view %result0, %0 : !torch.vtensor<[2,6,5,3],f32>, !torch.list<int> -> !torch.vtensor<[180],f32>
    %2 = torch.prim.ListConstruct %int6 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.view %result1, %2 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[6],f32>
    %4 = torch.prim.ListConstruct %int6 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %result2, %4 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[6],f32>
    %none = torch.constant.none
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %result0_0, %result1_1, %result2_2 = torch.aten.native_group_norm %arg0, %none, %none, %int2, %int6, %int15, %int2, %float1.000000e-05 : !torch.vtensor<[2,6,5,3],f32>, !torch.none, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,6,5,3],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>
    %6 = torch.prim.ListConstruct %int180 : (!torch.int) -> !torch.list<int>
    %7 = torch.aten.view %result0_0, %6 : !torch.vtensor<[2,6,5,3],f32>, !torch.list<int> -> !torch.vtensor<[180],f32>
    %8 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %9 = torch.aten.repeat %arg1, %8 : !torch.vtensor<[6],f32>, !torch.list<int> -> !torch.vtensor<[12],f32>
    %10 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.repeat %arg2, %10 : !torch.vtensor<[6],f32>, !torch.list<int> -> !torch.vtensor<[12],f32>
    %int1 = torch.constant.int 1
    %int12 = torch.constant.int 12
    %int5 = torch.constant.int 5
    %12 = torch.prim.ListConstruct %int1, %int12, %int5, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.aten.view %arg0, %12 : !torch.vtensor<[2,6,5,3],f32>, !torch.list<int> -> !torch.vtensor<[1,12,5,3],f32>
    %true = torch.constant.bool true
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %14:3 = torch.operator "torch.aten._native_batch_norm_legit.no_stats"(%13, %9, %11, %true, %float1.000000e-01, %float1.000000e-05) : (!torch.vtensor<[1,12,5,3],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[12],f32>, !torch.bool, !torch.float, !torch.float) -> (!torch.vtensor<[1,12,5,3],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[12],f32>)
    %15 = torch.prim.ListConstruct %int2, %int6, %int5, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %16 = torch.aten.view %14#0, %15 : !torch.vtensor<[1,12,5,3],f32>, !torch.list<int> -> !torch.vtensor<[2,6,5,3],f32>
    %17 = torch.prim.ListConstruct %int180 : (!torch.int) -> !torch.list<int>
    %18 = torch.aten.view %16, %17 : !torch.vtensor<[2,6,5,3],f32>, !torch.list<int> -> !torch.vtensor<[180],f32>
    %float1.000000e-04 = torch.constant.float 1.000000e-04
    %19:3 = torch.operator "torch.aten._native_batch_norm_legit.no_stats"(%arg0, %arg1, %arg2, %true, %float1.000000e-01, %float1.000000e-04) : (!torch.vtensor<[2,6,5,3],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.bool, !torch.float, !torch.float) -> (!torch.vtensor<[2,6,5,3],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>)
    %20 = torch.prim.ListConstruct %int180 : (!torch.int) -> !torch.list<int>
    %21 = torch.aten.view %19#0, %20 : !torch.vtensor<[2,6,5,3],f32>, !torch.list<int> -> !torch.vtensor<[180],f32>
    %22 = torch.prim.ListConstruct %1, %3, %5, %7, %18, %21 : (!torch.vtensor<[180],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[180],f32>, !torch.vtensor<[180],f32>, !torch.vtensor<[180],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %23 = torch.aten.cat %22, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[732],f32>
    return %23 : !torch.vtensor<[732],f32>
  }
}

