module {
  func.func @main(%arg0: !torch.vtensor<[3,9],i1>, %arg1: !torch.vtensor<[4,9],i1>) -> !torch.vtensor<[108],f32> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %result0, %result1 = torch.aten.sort %arg0, %int1, %false : !torch.vtensor<[3,9],i1>, !torch.int, !torch.bool -> !torch.vtensor<[3,9],i1>, !torch.vtensor<[3,9],si64>
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %result0_0, %result1_1 = torch.aten.sort %arg0, %int0, %true : !torch.vtensor<[3,9],i1>, !torch.int, !torch.bool -> !torch.vtensor<[3,9],i1>, !torch.vtensor<[3,9],si64>
    %int27 = torch.constant.int 27
    %0 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.view %result0, %0 : !torch.vtensor<[3,9],i1>, !torch.list<int> -> !torch.vtensor<[27],i1>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %2 = torch.aten._to_copy %1, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[27],i1>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[27],f32>
    %3 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %4 = torch.aten.view %result1, %3 : !torch.vtensor<[3,9],si64>, !torch.list<int> -> !torch.vtensor<[27],si64>
    %5 = torch.aten._to_copy %4, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[27],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[27],f32>
    %6 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %7 = torch.aten.view %result0_0, %6 : !torch.vtensor<[3,9],i1>, !torch.list<int> -> !torch.vtensor<[27],i1>
    %8 = torch.aten._to_copy %7, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[27],i1>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[27],f32>
    %9 = torch.prim.ListConstruct %int27 : (!torch.int) -> !torch.list<int>
    %10 = torch.aten.view %result1_1, %9 : !torch.vtensor<[3,9],si64>, !torch.list<int> -> !torch.vtensor<[27],si64>
    %11 = torch.aten._to_copy %10, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[27],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[27],f32>
    %12 = torch.prim.ListConstruct %2, %5, %8, %11 : (!torch.vtensor<[27],f32>, !torch.vtensor<[27],f32>, !torch.vtensor<[27],f32>, !torch.vtensor<[27],f32>) -> !torch.list<vtensor>
    %13 = torch.aten.cat %12, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[108],f32>
    return %13 : !torch.vtensor<[108],f32>
  }
}

