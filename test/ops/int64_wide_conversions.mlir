module {
  func.func @main(%arg0: !torch.vtensor<[4,7],si64>, %arg1: !torch.vtensor<[4,7],f32>, %arg2: !torch.vtensor<[4,7],si32>) -> (!torch.vtensor<[4,7],f32>, !torch.vtensor<[4,7],f16>, !torch.vtensor<[4,7],si32>, !torch.vtensor<[4,7],si8>, !torch.vtensor<[4,7],i1>, !torch.vtensor<[4,7],si64>, !torch.vtensor<[4,7],si64>, !torch.vtensor<[4,7],f32>, !torch.vtensor<[4,7],si64>) {
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[4,7],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,7],f32>
    %int60013 = torch.constant.int 60013
    %1 = torch.aten.remainder.Scalar %arg0, %int60013 : !torch.vtensor<[4,7],si64>, !torch.int -> !torch.vtensor<[4,7],si64>
    %int5 = torch.constant.int 5
    %2 = torch.aten._to_copy %1, %int5, %none, %none, %none, %false, %none : !torch.vtensor<[4,7],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,7],f16>
    %int3 = torch.constant.int 3
    %3 = torch.aten._to_copy %arg0, %int3, %none, %none, %none, %false, %none : !torch.vtensor<[4,7],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,7],si32>
    %int1 = torch.constant.int 1
    %4 = torch.aten._to_copy %arg0, %int1, %none, %none, %none, %false, %none : !torch.vtensor<[4,7],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,7],si8>
    %int11 = torch.constant.int 11
    %5 = torch.aten._to_copy %arg0, %int11, %none, %none, %none, %false, %none : !torch.vtensor<[4,7],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,7],i1>
    %int4 = torch.constant.int 4
    %6 = torch.aten._to_copy %arg1, %int4, %none, %none, %none, %false, %none : !torch.vtensor<[4,7],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,7],si64>
    %7 = torch.aten._to_copy %arg2, %int4, %none, %none, %none, %false, %none : !torch.vtensor<[4,7],si32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,7],si64>
    %8 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[4,7],si64>, !torch.vtensor<[4,7],f32>, !torch.int -> !torch.vtensor<[4,7],f32>
    %9 = torch.aten.add.Tensor %arg0, %arg2, %int1 : !torch.vtensor<[4,7],si64>, !torch.vtensor<[4,7],si32>, !torch.int -> !torch.vtensor<[4,7],si64>
    return %0, %2, %3, %4, %5, %6, %7, %8, %9 : !torch.vtensor<[4,7],f32>, !torch.vtensor<[4,7],f16>, !torch.vtensor<[4,7],si32>, !torch.vtensor<[4,7],si8>, !torch.vtensor<[4,7],i1>, !torch.vtensor<[4,7],si64>, !torch.vtensor<[4,7],si64>, !torch.vtensor<[4,7],f32>, !torch.vtensor<[4,7],si64>
  }
}

