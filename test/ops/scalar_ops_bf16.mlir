module {
  func.func @main(%arg0: !torch.vtensor<[3,11],bf16>) -> !torch.vtensor<[3,11],f32> {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Scalar %arg0, %int2, %int1 : !torch.vtensor<[3,11],bf16>, !torch.int, !torch.int -> !torch.vtensor<[3,11],bf16>
    %int3 = torch.constant.int 3
    %1 = torch.aten.mul.Scalar %0, %int3 : !torch.vtensor<[3,11],bf16>, !torch.int -> !torch.vtensor<[3,11],bf16>
    %2 = torch.aten.sub.Scalar %1, %int1, %int1 : !torch.vtensor<[3,11],bf16>, !torch.int, !torch.int -> !torch.vtensor<[3,11],bf16>
    %int5 = torch.constant.int 5
    %3 = torch.aten.rsub.Scalar %2, %int5, %int2 : !torch.vtensor<[3,11],bf16>, !torch.int, !torch.int -> !torch.vtensor<[3,11],bf16>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %4 = torch.aten._to_copy %3, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,11],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,11],f32>
    %5 = torch.aten.div.Scalar %arg0, %int2 : !torch.vtensor<[3,11],bf16>, !torch.int -> !torch.vtensor<[3,11],bf16>
    %6 = torch.aten._to_copy %5, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,11],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,11],f32>
    %7 = torch.aten.add.Tensor %4, %6, %int1 : !torch.vtensor<[3,11],f32>, !torch.vtensor<[3,11],f32>, !torch.int -> !torch.vtensor<[3,11],f32>
    %8 = torch.aten.eq.Scalar %arg0, %int3 : !torch.vtensor<[3,11],bf16>, !torch.int -> !torch.vtensor<[3,11],i1>
    %int0 = torch.constant.int 0
    %9 = torch.aten.ne.Scalar %arg0, %int0 : !torch.vtensor<[3,11],bf16>, !torch.int -> !torch.vtensor<[3,11],i1>
    %10 = torch.aten.lt.Scalar %arg0, %int2 : !torch.vtensor<[3,11],bf16>, !torch.int -> !torch.vtensor<[3,11],i1>
    %11 = torch.aten.logical_and %9, %10 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %12 = torch.aten.logical_or %8, %11 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %int-1 = torch.constant.int -1
    %13 = torch.aten.le.Scalar %arg0, %int-1 : !torch.vtensor<[3,11],bf16>, !torch.int -> !torch.vtensor<[3,11],i1>
    %int-50 = torch.constant.int -50
    %14 = torch.aten.gt.Scalar %arg0, %int-50 : !torch.vtensor<[3,11],bf16>, !torch.int -> !torch.vtensor<[3,11],i1>
    %15 = torch.aten.logical_and %13, %14 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %int100 = torch.constant.int 100
    %16 = torch.aten.ge.Scalar %arg0, %int100 : !torch.vtensor<[3,11],bf16>, !torch.int -> !torch.vtensor<[3,11],i1>
    %17 = torch.aten.logical_or %15, %16 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %18 = torch.aten.logical_or %12, %17 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %19 = torch.aten._to_copy %18, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,11],i1>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,11],f32>
    %20 = torch.aten.add.Tensor %7, %19, %int1 : !torch.vtensor<[3,11],f32>, !torch.vtensor<[3,11],f32>, !torch.int -> !torch.vtensor<[3,11],f32>
    return %20 : !torch.vtensor<[3,11],f32>
  }
}

