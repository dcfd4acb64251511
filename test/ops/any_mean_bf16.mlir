module {
  func.func @main(%arg0: !torch.vtensor<[3,5,4],bf16>) -> !torch.vtensor<[8],f32> {
    %0 = torch.aten.any %arg0 : !torch.vtensor<[3,5,4],bf16> -> !torch.vtensor<[],i1>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[],i1>, !torch.list<int> -> !torch.vtensor<[1],i1>
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %3 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %4 = torch.aten.any.dims %arg0, %3, %false : !torch.vtensor<[3,5,4],bf16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[5],i1>
    %5 = torch.aten.select.int %arg0, %int0, %int1 : !torch.vtensor<[3,5,4],bf16>, !torch.int, !torch.int -> !torch.vtensor<[5,4],bf16>
    %6 = torch.aten.any %5 : !torch.vtensor<[5,4],bf16> -> !torch.vtensor<[],i1>
    %none = torch.constant.none
    %7 = torch.aten.mean %arg0, %none : !torch.vtensor<[3,5,4],bf16>, !torch.none -> !torch.vtensor<[],bf16>
    %8 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %9 = torch.aten.view %7, %8 : !torch.vtensor<[],bf16>, !torch.list<int> -> !torch.vtensor<[1],bf16>
    %int6 = torch.constant.int 6
    %10 = torch.aten._to_copy %2, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[1],i1>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[1],f32>
    %11 = torch.aten._to_copy %4, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[5],i1>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5],f32>
    %12 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %13 = torch.aten.view %6, %12 : !torch.vtensor<[],i1>, !torch.list<int> -> !torch.vtensor<[1],i1>
    %14 = torch.aten._to_copy %13, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[1],i1>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[1],f32>
    %15 = torch.aten._to_copy %9, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[1],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[1],f32>
    %16 = torch.prim.ListConstruct %10, %11, %14, %15 : (!torch.vtensor<[1],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>) -> !torch.list<vtensor>
    %17 = torch.aten.cat %16, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[8],f32>
    return %17 : !torch.vtensor<[8],f32>
  }
}

