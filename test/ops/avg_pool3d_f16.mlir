module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,6,7],f16>) -> (!torch.vtensor<[2,3,3,3,4],f16>, !torch.vtensor<[2,3,6,4,4],f16>, !torch.vtensor<[3,2,3,3],f16>, !torch.vtensor<[5,3,4],f16>) {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %none = torch.constant.none
    %3 = torch.aten.avg_pool3d %arg0, %0, %1, %2, %false, %true, %none : !torch.vtensor<[2,3,5,6,7],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3,3,3,4],f16>
    %4 = torch.prim.ListConstruct %int2, %int3, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.prim.ListConstruct %int1, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %6 = torch.prim.ListConstruct %int1, %int1, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.avg_pool3d %arg0, %4, %5, %6, %true, %false, %none : !torch.vtensor<[2,3,5,6,7],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3,6,4,4],f16>
    %8 = torch.aten.select.int %arg0, %int0, %int0 : !torch.vtensor<[2,3,5,6,7],f16>, !torch.int, !torch.int -> !torch.vtensor<[3,5,6,7],f16>
    %9 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %11 = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %12 = torch.aten.avg_pool3d %8, %9, %10, %11, %false, %true, %int3 : !torch.vtensor<[3,5,6,7],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[3,2,3,3],f16>
    %13 = torch.aten.select.int %arg0, %int0, %int1 : !torch.vtensor<[2,3,5,6,7],f16>, !torch.int, !torch.int -> !torch.vtensor<[3,5,6,7],f16>
    %14 = torch.aten.select.int %13, %int0, %int0 : !torch.vtensor<[3,5,6,7],f16>, !torch.int, !torch.int -> !torch.vtensor<[5,6,7],f16>
    %15 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %16 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %17 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %18 = torch.aten.avg_pool2d %14, %15, %16, %17, %false, %false, %none : !torch.vtensor<[5,6,7],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5,3,4],f16>
    return %3, %7, %12, %18 : !torch.vtensor<[2,3,3,3,4],f16>, !torch.vtensor<[2,3,6,4,4],f16>, !torch.vtensor<[3,2,3,3],f16>, !torch.vtensor<[5,3,4],f16>
  }
}

