module {
  func.func @main(%arg0: !torch.vtensor<[3,4],si32>, %arg1: !torch.vtensor<[3,4],f16>, %arg2: !torch.vtensor<[3,4],ui8>, %arg3: !torch.vtensor<[3,4],si8>, %arg4: !torch.vtensor<[3,4],i1>) -> !torch.vtensor<[3,4],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[3,4],si32>, !torch.vtensor<[3,4],f16>, !torch.int -> !torch.vtensor<[3,4],f16>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten._to_copy %0, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,4],f16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32>
    %2 = torch.aten.mul.Tensor %arg2, %arg3 : !torch.vtensor<[3,4],ui8>, !torch.vtensor<[3,4],si8> -> !torch.vtensor<[3,4],si16>
    %3 = torch.aten._to_copy %2, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,4],si16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32>
    %4 = torch.aten.add.Tensor %1, %3, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    %int4 = torch.constant.int 4
    %5 = torch.aten._to_copy %arg3, %int4, %none, %none, %none, %false, %none : !torch.vtensor<[3,4],si8>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,4],si64>
    %6 = torch.aten.add.Tensor %arg4, %5, %int1 : !torch.vtensor<[3,4],i1>, !torch.vtensor<[3,4],si64>, !torch.int -> !torch.vtensor<[3,4],si64>
    %7 = torch.aten._to_copy %6, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,4],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,4],f32>
    %8 = torch.aten.add.Tensor %4, %7, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
    return %8 : !torch.vtensor<[3,4],f32>
  }
}

