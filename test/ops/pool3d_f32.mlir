module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,6,7],f32>) -> !torch.vtensor<[1764],f32> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %none = torch.constant.none
    %3 = torch.aten.avg_pool3d %arg0, %0, %1, %2, %false, %true, %none : !torch.vtensor<[2,3,5,6,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3,3,3,4],f32>
    %int216 = torch.constant.int 216
    %4 = torch.prim.ListConstruct %int216 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[2,3,3,3,4],f32>, !torch.list<int> -> !torch.vtensor<[216],f32>
    %6 = torch.prim.ListConstruct %int2, %int3, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %int1, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %8 = torch.prim.ListConstruct %int1, %int1, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.avg_pool3d %arg0, %6, %7, %8, %true, %false, %none : !torch.vtensor<[2,3,5,6,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3,6,4,4],f32>
    %int576 = torch.constant.int 576
    %10 = torch.prim.ListConstruct %int576 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.view %9, %10 : !torch.vtensor<[2,3,6,4,4],f32>, !torch.list<int> -> !torch.vtensor<[576],f32>
    %12 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %14 = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %15 = torch.aten.avg_pool3d %arg0, %12, %13, %14, %false, %true, %int3 : !torch.vtensor<[2,3,5,6,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[2,3,2,3,3],f32>
    %int108 = torch.constant.int 108
    %16 = torch.prim.ListConstruct %int108 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.view %15, %16 : !torch.vtensor<[2,3,2,3,3],f32>, !torch.list<int> -> !torch.vtensor<[108],f32>
    %int4 = torch.constant.int 4
    %18 = torch.prim.ListConstruct %int3, %int2, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %19 = torch.aten._adaptive_avg_pool3d %arg0, %18 : !torch.vtensor<[2,3,5,6,7],f32>, !torch.list<int> -> !torch.vtensor<[2,3,3,2,4],f32>
    %int144 = torch.constant.int 144
    %20 = torch.prim.ListConstruct %int144 : (!torch.int) -> !torch.list<int>
    %21 = torch.aten.view %19, %20 : !torch.vtensor<[2,3,3,2,4],f32>, !torch.list<int> -> !torch.vtensor<[144],f32>
    %22 = torch.prim.ListConstruct %int3, %int3, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %23 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %24 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %25 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %result0, %result1 = torch.aten.max_pool3d_with_indices %arg0, %22, %23, %24, %25, %false : !torch.vtensor<[2,3,5,6,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,3,3,4],f32>, !torch.vtensor<[2,3,3,3,4],si64>
    %26 = torch.prim.ListConstruct %int216 : (!torch.int) -> !torch.list<int>
    %27 = torch.aten.view %result0, %26 : !torch.vtensor<[2,3,3,3,4],f32>, !torch.list<int> -> !torch.vtensor<[216],f32>
    %28 = torch.prim.ListConstruct %int2, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %29 = torch.prim.ListConstruct %int1, %int2, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %30 = torch.prim.ListConstruct %int0, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %31 = torch.prim.ListConstruct %int2, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %result0_0, %result1_1 = torch.aten.max_pool3d_with_indices %arg0, %28, %29, %30, %31, %true : !torch.vtensor<[2,3,5,6,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,3,4,7],f32>, !torch.vtensor<[2,3,3,4,7],si64>
    %int504 = torch.constant.int 504
    %32 = torch.prim.ListConstruct %int504 : (!torch.int) -> !torch.list<int>
    %33 = torch.aten.view %result0_0, %32 : !torch.vtensor<[2,3,3,4,7],f32>, !torch.list<int> -> !torch.vtensor<[504],f32>
    %34 = torch.prim.ListConstruct %5, %11, %17, %21, %27, %33 : (!torch.vtensor<[216],f32>, !torch.vtensor<[576],f32>, !torch.vtensor<[108],f32>, !torch.vtensor<[144],f32>, !torch.vtensor<[216],f32>, !torch.vtensor<[504],f32>) -> !torch.list<vtensor>
    %35 = torch.aten.cat %34, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[1764],f32>
    return %35 : !torch.vtensor<[1764],f32>
  }
}

