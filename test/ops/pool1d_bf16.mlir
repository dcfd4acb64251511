module {
  func.func @main(%arg0: !torch.vtensor<[2,3,11],bf16>) -> !torch.vtensor<[90],bf16> {
    %int-2 = torch.constant.int -2
    %0 = torch.aten.unsqueeze %arg0, %int-2 : !torch.vtensor<[2,3,11],bf16>, !torch.int -> !torch.vtensor<[2,3,1,11],bf16>
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %1 = torch.prim.ListConstruct %int1, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %2 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %3 = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %none = torch.constant.none
    %4 = torch.aten.avg_pool2d %0, %1, %2, %3, %true, %false, %none : !torch.vtensor<[2,3,1,11],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3,1,6],bf16>
    %5 = torch.prim.ListConstruct %int-2 : (!torch.int) -> !torch.list<int>
    %6 = torch.operator "torch.aten.squeeze.dims"(%4, %5) : (!torch.vtensor<[2,3,1,6],bf16>, !torch.list<int>) -> !torch.vtensor<[2,3,6],bf16>
    %int36 = torch.constant.int 36
    %7 = torch.prim.ListConstruct %int36 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.view %6, %7 : !torch.vtensor<[2,3,6],bf16>, !torch.list<int> -> !torch.vtensor<[36],bf16>
    %9 = torch.aten.unsqueeze %arg0, %int-2 : !torch.vtensor<[2,3,11],bf16>, !torch.int -> !torch.vtensor<[2,3,1,11],bf16>
    %int4 = torch.constant.int 4
    %10 = torch.prim.ListConstruct %int1, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %11 = torch.aten._adaptive_avg_pool2d %9, %10 : !torch.vtensor<[2,3,1,11],bf16>, !torch.list<int> -> !torch.vtensor<[2,3,1,4],bf16>
    %12 = torch.prim.ListConstruct %int-2 : (!torch.int) -> !torch.list<int>
    %13 = torch.operator "torch.aten.squeeze.dims"(%11, %12) : (!torch.vtensor<[2,3,1,4],bf16>, !torch.list<int>) -> !torch.vtensor<[2,3,4],bf16>
    %int24 = torch.constant.int 24
    %14 = torch.prim.ListConstruct %int24 : (!torch.int) -> !torch.list<int>
    %15 = torch.aten.view %13, %14 : !torch.vtensor<[2,3,4],bf16>, !torch.list<int> -> !torch.vtensor<[24],bf16>
    %16 = torch.aten.unsqueeze %arg0, %int-2 : !torch.vtensor<[2,3,11],bf16>, !torch.int -> !torch.vtensor<[2,3,1,11],bf16>
    %17 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %18 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %19 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %20 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %result0, %result1 = torch.aten.max_pool2d_with_indices %16, %17, %18, %19, %20, %false : !torch.vtensor<[2,3,1,11],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,1,5],bf16>, !torch.vtensor<[2,3,1,5],si64>
    %21 = torch.prim.ListConstruct %int-2 : (!torch.int) -> !torch.list<int>
    %22 = torch.operator "torch.aten.squeeze.dims"(%result0, %21) : (!torch.vtensor<[2,3,1,5],bf16>, !torch.list<int>) -> !torch.vtensor<[2,3,5],bf16>
    %int30 = torch.constant.int 30
    %23 = torch.prim.ListConstruct %int30 : (!torch.int) -> !torch.list<int>
    %24 = torch.aten.view %22, %23 : !torch.vtensor<[2,3,5],bf16>, !torch.list<int> -> !torch.vtensor<[30],bf16>
    %25 = torch.prim.ListConstruct %8, %15, %24 : (!torch.vtensor<[36],bf16>, !torch.vtensor<[24],bf16>, !torch.vtensor<[30],bf16>) -> !torch.list<vtensor>
    %26 = torch.aten.cat %25, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[90],bf16>
    return %26 : !torch.vtensor<[90],bf16>
  }
}

