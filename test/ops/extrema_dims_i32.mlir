module {
  func.func @main(%arg0: !torch.vtensor<[3,5,4],si32>) -> !torch.vtensor<[71],f32> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.amin %arg0, %0, %false : !torch.vtensor<[3,5,4],si32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[5],si32>
    %int1 = torch.constant.int 1
    %result0, %result1 = torch.aten.max.dim %arg0, %int1, %false : !torch.vtensor<[3,5,4],si32>, !torch.int, !torch.bool -> !torch.vtensor<[3,4],si32>, !torch.vtensor<[3,4],si64>
    %result0_0, %result1_1 = torch.aten.max.dim %arg0, %int1, %false : !torch.vtensor<[3,5,4],si32>, !torch.int, !torch.bool -> !torch.vtensor<[3,4],si32>, !torch.vtensor<[3,4],si64>
    %int-1 = torch.constant.int -1
    %true = torch.constant.bool true
    %result0_2, %result1_3 = torch.aten.min.dim %arg0, %int-1, %true : !torch.vtensor<[3,5,4],si32>, !torch.int, !torch.bool -> !torch.vtensor<[3,5,1],si32>, !torch.vtensor<[3,5,1],si64>
    %int15 = torch.constant.int 15
    %2 = torch.prim.ListConstruct %int15 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.view %result0_2, %2 : !torch.vtensor<[3,5,1],si32>, !torch.list<int> -> !torch.vtensor<[15],si32>
    %result0_4, %result1_5 = torch.aten.min.dim %arg0, %int-1, %false : !torch.vtensor<[3,5,4],si32>, !torch.int, !torch.bool -> !torch.vtensor<[3,5],si32>, !torch.vtensor<[3,5],si64>
    %4 = torch.prim.ListConstruct %int15 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %result1_5, %4 : !torch.vtensor<[3,5],si64>, !torch.list<int> -> !torch.vtensor<[15],si64>
    %6 = torch.aten.argmin %arg0, %int1, %false : !torch.vtensor<[3,5,4],si32>, !torch.int, !torch.bool -> !torch.vtensor<[3,4],si64>
    %int12 = torch.constant.int 12
    %7 = torch.prim.ListConstruct %int12 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.view %6, %7 : !torch.vtensor<[3,4],si64>, !torch.list<int> -> !torch.vtensor<[12],si64>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %9 = torch.aten._to_copy %1, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[5],si32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5],f32>
    %10 = torch.prim.ListConstruct %int12 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.view %result0, %10 : !torch.vtensor<[3,4],si32>, !torch.list<int> -> !torch.vtensor<[12],si32>
    %12 = torch.aten._to_copy %11, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[12],si32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[12],f32>
    %13 = torch.prim.ListConstruct %int12 : (!torch.int) -> !torch.list<int>
    %14 = torch.aten.view %result1_1, %13 : !torch.vtensor<[3,4],si64>, !torch.list<int> -> !torch.vtensor<[12],si64>
    %15 = torch.aten._to_copy %14, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[12],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[12],f32>
    %16 = torch.aten._to_copy %3, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[15],si32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[15],f32>
    %17 = torch.aten._to_copy %5, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[15],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[15],f32>
    %18 = torch.aten._to_copy %8, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[12],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[12],f32>
    %19 = torch.prim.ListConstruct %9, %12, %15, %16, %17, %18 : (!torch.vtensor<[5],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[12],f32>, !torch.vtensor<[15],f32>, !torch.vtensor<[15],f32>, !torch.vtensor<[12],f32>) -> !torch.list<vtensor>
    %20 = torch.aten.cat %19, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[71],f32>
    return %20 : !torch.vtensor<[71],f32>
  }
}

