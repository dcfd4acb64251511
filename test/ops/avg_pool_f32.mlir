module {
  func.func @main(%arg0: !torch.vtensor<[2,3,8,7],f32>) -> !torch.vtensor<[342],f32> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %none = torch.constant.none
    %3 = torch.aten.avg_pool2d %arg0, %0, %1, %2, %false, %true, %none : !torch.vtensor<[2,3,8,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3,4,4],f32>
    %int96 = torch.constant.int 96
    %4 = torch.prim.ListConstruct %int96 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[2,3,4,4],f32>, !torch.list<int> -> !torch.vtensor<[96],f32>
    %6 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.avg_pool2d %arg0, %6, %7, %8, %true, %false, %none : !torch.vtensor<[2,3,8,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3,5,4],f32>
    %int120 = torch.constant.int 120
    %10 = torch.prim.ListConstruct %int120 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.view %9, %10 : !torch.vtensor<[2,3,5,4],f32>, !torch.list<int> -> !torch.vtensor<[120],f32>
    %12 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %14 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %15 = torch.aten.avg_pool2d %arg0, %12, %13, %14, %true, %true, %none : !torch.vtensor<[2,3,8,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3,3,3],f32>
    %int54 = torch.constant.int 54
    %16 = torch.prim.ListConstruct %int54 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.view %15, %16 : !torch.vtensor<[2,3,3,3],f32>, !torch.list<int> -> !torch.vtensor<[54],f32>
    %18 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %19 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %20 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %21 = torch.aten.avg_pool2d %arg0, %18, %19, %20, %false, %true, %int3 : !torch.vtensor<[2,3,8,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[2,3,4,3],f32>
    %int72 = torch.constant.int 72
    %22 = torch.prim.ListConstruct %int72 : (!torch.int) -> !torch.list<int>
    %23 = torch.aten.view %21, %22 : !torch.vtensor<[2,3,4,3],f32>, !torch.list<int> -> !torch.vtensor<[72],f32>
    %24 = torch.prim.ListConstruct %5, %11, %17, %23 : (!torch.vtensor<[96],f32>, !torch.vtensor<[120],f32>, !torch.vtensor<[54],f32>, !torch.vtensor<[72],f32>) -> !torch.list<vtensor>
    %25 = torch.aten.cat %24, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[342],f32>
    return %25 : !torch.vtensor<[342],f32>
  }
}

