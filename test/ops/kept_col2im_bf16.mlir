module {
  func.func @main(%arg0: !torch.vtensor<[2,27,16],bf16>, %arg1: !torch.vtensor<[2,12,20],bf16>, %arg2: !torch.vtensor<[12,9],bf16>) -> !torch.vtensor<[612],bf16> {
    %int7 = torch.constant.int 7
    %int8 = torch.constant.int 8
    %0 = torch.prim.ListConstruct %int7, %int8 : (!torch.int, !torch.int) -> !torch.list<int>
    %int3 = torch.constant.int 3
    %1 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %4 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.col2im %arg0, %0, %1, %2, %3, %4 : !torch.vtensor<[2,27,16],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,3,7,8],bf16>
    %int336 = torch.constant.int 336
    %6 = torch.prim.ListConstruct %int336 : (!torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[2,3,7,8],bf16>, !torch.list<int> -> !torch.vtensor<[336],bf16>
    %int6 = torch.constant.int 6
    %int9 = torch.constant.int 9
    %8 = torch.prim.ListConstruct %int6, %int9 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %11 = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %12 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.aten.col2im %arg1, %8, %9, %10, %11, %12 : !torch.vtensor<[2,12,20],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,2,6,9],bf16>
    %int216 = torch.constant.int 216
    %14 = torch.prim.ListConstruct %int216 : (!torch.int) -> !torch.list<int>
    %15 = torch.aten.view %13, %14 : !torch.vtensor<[2,2,6,9],bf16>, !torch.list<int> -> !torch.vtensor<[216],bf16>
    %int4 = torch.constant.int 4
    %int5 = torch.constant.int 5
    %16 = torch.prim.ListConstruct %int4, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
    %17 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %18 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %19 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %20 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %21 = torch.aten.col2im %arg2, %16, %17, %18, %19, %20 : !torch.vtensor<[12,9],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[3,4,5],bf16>
    %int60 = torch.constant.int 60
    %22 = torch.prim.ListConstruct %int60 : (!torch.int) -> !torch.list<int>
    %23 = torch.aten.view %21, %22 : !torch.vtensor<[3,4,5],bf16>, !torch.list<int> -> !torch.vtensor<[60],bf16>
    %24 = torch.prim.ListConstruct %7, %15, %23 : (!torch.vtensor<[336],bf16>, !torch.vtensor<[216],bf16>, !torch.vtensor<[60],bf16>) -> !torch.list<vtensor>
    %25 = torch.aten.cat %24, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[612],bf16>
    return %25 : !torch.vtensor<[612],bf16>
  }
}

