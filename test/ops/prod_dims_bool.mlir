module {
  func.func @main(%arg0: !torch.vtensor<[3,4],i1>) -> !torch.vtensor<[4],f32> {
    %int1 = torch.constant.int 1
    %true = torch.constant.bool true
    %none = torch.constant.none
    %0 = torch.aten.prod.dim_int %arg0, %int1, %true, %none : !torch.vtensor<[3,4],i1>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[3,1],si64>
    %int3 = torch.constant.int 3
    %1 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[3,1],si64>, !torch.list<int> -> !torch.vtensor<[3],si64>
    %int6 = torch.constant.int 6
    %false = torch.constant.bool false
    %3 = torch.aten._to_copy %2, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3],f32>
    %4 = torch.aten.prod %arg0, %none : !torch.vtensor<[3,4],i1>, !torch.none -> !torch.vtensor<[],si64>
    %5 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.view %4, %5 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[1],si64>
    %7 = torch.aten._to_copy %6, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[1],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[1],f32>
    %8 = torch.prim.ListConstruct %3, %7 : (!torch.vtensor<[3],f32>, !torch.vtensor<[1],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %9 = torch.aten.cat %8, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4],f32>
    return %9 : !torch.vtensor<[4],f32>
  }
}

