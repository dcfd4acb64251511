module {
  func.func @main(%arg0: !torch.vtensor<[3,9],bf16>, %arg1: !torch.vtensor<[4,9],bf16>) -> !torch.vtensor<[148],f32> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %result0, %result1 = torch.aten.sort %arg0, %int1, %false : !torch.vtensor<[3,9],bf16>, !torch.int, !torch.bool -> !torch.vtensor<[3,9],bf16>, !torch.vtensor<[3,9],si64>
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %result0_0, %result1_1 = torch.aten.sort %arg0, %int0, %true : !torch.vtensor<[3,9],bf16>, !torch.int, !torch.bool -> !torch.vtensor<[3,9],bf16>, !torch.vtensor<[3,9],si64>
    %int3 = torch.constant.int 3
    %result0_2, %result1_3 = torch.aten.topk %arg1, %int3, %int1, %true, %true : !torch.vtensor<[4,9],bf16>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[4,3],bf16>, !torch.vtensor<[4,3],si64>
    %0 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %arg1, %0 : !torch.vtensor<[4,9],bf16>, !torch.list<int> -> !torch.vtensor<[9,4],bf16>
    %int2 = torch.constant.int 2
    %result0_4, %result1_5 = torch.aten.topk %1, %int2, %int0, %false, %true : !torch.vtensor<[9,4],bf16>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,4],bf16>, !torch.vtensor<[2,4],si64>
    %int27 = torch.constant.int 27
    %2 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.view %result0, %2 : !torch.vtensor<[3,9],bf16>, !torch.list<int> -> !torch.vtensor<[27],bf16>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %4 = torch.aten._to_copy %3, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[27],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[27],f32>
    %5 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.view %result1, %5 : !torch.vtensor<[3,9],si64>, !torch.list<int> -> !torch.vtensor<[27],si64>
    %7 = torch.aten._to_copy %6, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[27],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[27],f32>
    %8 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %9 = torch.aten.view %result0_0, %8 : !torch.vtensor<[3,9],bf16>, !torch.list<int> -> !torch.vtensor<[27],bf16>
    %10 = torch.aten._to_copy %9, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[27],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[27],f32>
    %11 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %12 = torch.aten.view %result1_1, %11 : !torch.vtensor<[3,9],si64>, !torch.list<int> -> !torch.vtensor<[27],si64>
    %13 = torch.aten._to_copy %12, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[27],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[27],f32>
    %int12 = torch.constant.int 12
    %14 = torch.prim.ListConstruct %int12 : (!torch.int) -> !torch.list<int>
    %15 = torch.aten.view %result0_2, %14 : !torch.vtensor<[4,3],bf16>, !torch.list<int> -> !torch.vtensor<[12],bf16>
    %16 = torch.aten._to_copy %15, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[12],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[12],f32>
    %17 = torch.prim.ListConstruct %int12 : (!torch.int) -> !torch.list<int>
    %18 = torch.aten.view %result1_3, %17 : !torch.vtensor<[4,3],si64>, !torch.list<int> -> !torch.vtensor<[12],si64>
    %19 = torch.aten._to_copy %18, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[12],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[12],f32>
    %int8 = torch.constant.int 8
    %20 = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
    %21 = torch.aten.view %result0_4, %20 : !torch.vtensor<[2,4],bf16>, !torch.list<int> -> !torch.vtensor<[8],bf16>
    %22 = torch.aten._to_copy %21, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[8],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[8],f32>
    %23 = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
    %24 = torch.aten.view %result1_5, %23 : !torch.vtensor<[2,4],si64>, !torch.list<int> -> !torch.vtensor<[8],si64>
    %25 = torch.aten._to_copy %24, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[8],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[8],f32>
    %26 = torch.prim.ListConstruct %4, %7, %10, %13, %16, %19, %22, %25 : (!torch.vtensor<[27],f32>, !torch.vtensor<[27],f32>, !torch.vtensor<[27],f32>, !torch.vtensor<[27],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>) -> !torch.list<vtensor>
    %27 = torch.aten.cat %26, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[148],f32>
    return %27 : !torch.vtensor<[148],f32>
  }
}

