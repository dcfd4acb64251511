module {
  func.func @main(%arg0: !torch.vtensor<[6,9],si64>) -> (!torch.vtensor<[6],si64>, !torch.vtensor<[9],si64>, !torch.vtensor<[6],si64>, !torch.vtensor<[9],si64>, !torch.vtensor<[6],si64>, !torch.vtensor<[6,9],si64>, !torch.vtensor<[6],f32>) {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.sum.dim_IntList %arg0, %0, %false, %none : !torch.vtensor<[6,9],si64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[6],si64>
    %int0 = torch.constant.int 0
    %2 = torch.aten.prod.dim_int %arg0, %int0, %false, %none : !torch.vtensor<[6,9],si64>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[9],si64>
    %3 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %4 = torch.aten.amax %arg0, %3, %false : !torch.vtensor<[6,9],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[6],si64>
    %5 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.amin %arg0, %5, %false : !torch.vtensor<[6,9],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[9],si64>
    %7 = torch.aten.argmax %arg0, %int1, %false : !torch.vtensor<[6,9],si64>, !torch.int, !torch.bool -> !torch.vtensor<[6],si64>
    %8 = torch.aten.cumsum %arg0, %int1, %none : !torch.vtensor<[6,9],si64>, !torch.int, !torch.none -> !torch.vtensor<[6,9],si64>
    %int6 = torch.constant.int 6
    %9 = torch.aten._to_copy %arg0, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[6,9],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[6,9],f32>
    %10 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %11 = torch.aten.mean.dim %9, %10, %false, %none : !torch.vtensor<[6,9],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[6],f32>
    return %1, %2, %4, %6, %7, %8, %11 : !torch.vtensor<[6],si64>, !torch.vtensor<[9],si64>, !torch.vtensor<[6],si64>, !torch.vtensor<[9],si64>, !torch.vtensor<[6],si64>, !torch.vtensor<[6,9],si64>, !torch.vtensor<[6],f32>
  }
}

