module {
  func.func @main(%arg0: !torch.vtensor<[3,9],f32>, %arg1: !torch.vtensor<[4,9],f32>) -> !torch.vtensor<[148],f32> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %result0, %result1 = torch.aten.sort %arg0, %int1, %false : !torch.vtensor<[3,9],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3,9],f32>, !torch.vtensor<[3,9],si64>
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %result0_0, %result1_1 = torch.aten.sort %arg0, %int0, %true : !torch.vtensor<[3,9],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3,9],f32>, !torch.vtensor<[3,9],si64>
    %int3 = torch.constant.int 3
    %result0_2, %result1_3 = torch.aten.topk %arg1, %int3, %int1, %true, %true : !torch.vtensor<[4,9],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[4,3],f32>, !torch.vtensor<[4,3],si64>
    %0 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %arg1, %0 : !torch.vtensor<[4,9],f32>, !torch.list<int> -> !torch.vtensor<[9,4],f32>
    %int2 = torch.constant.int 2
    %result0_4, %result1_5 = torch.aten.topk %1, %int2, %int0, %false, %true : !torch.vtensor<[9,4],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,4],f32>, !torch.vtensor<[2,4],si64>
    %int27 = torch.constant.int 27
    %2 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.view %result0, %2 : !torch.vtensor<[3,9],f32>, !torch.list<int> -> !torch.vtensor<[27],f32>
    %4 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %result1, %4 : !torch.vtensor<[3,9],si64>, !torch.list<int> -> !torch.vtensor<[27],si64>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %6 = torch.aten._to_copy %5, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[27],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[27],f32>
    %7 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.view %result0_0, %7 : !torch.vtensor<[3,9],f32>, !torch.list<int> -> !torch.vtensor<[27],f32>
    %9 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %10 = torch.aten.view %result1_1, %9 : !torch.vtensor<[3,9],si64>, !torch.list<int> -> !torch.vtensor<[27],si64>
    %11 = torch.aten._to_copy %10, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[27],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[27],f32>
    %int12 = torch.constant.int 12
    %12 = torch.prim.ListConstruct %int12 : (!torch.int) -> !torch.list<int>
    %13 = torch.aten.view %result0_2, %12 : !torch.vtensor<[4,3],f32>, !torch.list<int> -> !torch.vtensor<[12],f32>
    %14 = torch.prim.ListConstruct %int12 : (!torch.int) -> !torch.list<int>
    %15 = torch.aten.view %result1_3, %14 : !torch.vtensor<[4,3],si64>, !torch.list<int> -> !torch.vtensor<[12],si64>
    %16 = torch.aten._to_copy %15, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[12],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[12],f32>
    %int8 = torch.constant.int 8
    %17 = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
    %18 = torch.aten.view %result0_4, %17 : !torch.vtensor<[2,4],f32>, !torch.list<int> -> !torch.vtensor<[8],f32>
    %19 = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
    %20 = torch.aten.view %result1_5, %19 : !torch.vtensor<[2,4],si64>, !torch.list<int> -> !torch.vtensor<[8],si64>
    %21 = torch.aten._to_copy %20, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[8],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[8],f32>
    %22 = torch.prim.ListConstruct %3, %6, %8, %11, %13, %16, %18, %21 : (!torch.vtensor<[27],f32>, !torch.vtensor<[27],f32>, !torch.vtensor<[27],f32>, !torch.vtensor<[27],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>) -> !torch.list<vtensor>
    %23 = torch.aten.cat %22, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[148],f32>
    return %23 : !torch.vtensor<[148],f32>
  }
}

