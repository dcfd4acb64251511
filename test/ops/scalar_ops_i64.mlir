module {
  func.func @main(%arg0: !torch.vtensor<[3,11],si64>) -> !torch.vtensor<[3,11],f32> {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Scalar %arg0, %int2, %int1 : !torch.vtensor<[3,11],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,11],si64>
    %int3 = torch.constant.int 3
    %1 = torch.aten.mul.Scalar %0, %int3 : !torch.vtensor<[3,11],si64>, !torch.int -> !torch.vtensor<[3,11],si64>
    %2 = torch.aten.sub.Scalar %1, %int1, %int1 : !torch.vtensor<[3,11],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,11],si64>
    %int5 = torch.constant.int 5
    %3 = torch.aten.rsub.Scalar %2, %int5, %int2 : !torch.vtensor<[3,11],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,11],si64>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %4 = torch.aten._to_copy %3, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,11],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,11],f32>
    %5 = torch.aten.div.Scalar %arg0, %int2 : !torch.vtensor<[3,11],si64>, !torch.int -> !torch.vtensor<[3,11],f32>
    %6 = torch.aten.add.Tensor %4, %5, %int1 : !torch.vtensor<[3,11],f32>, !torch.vtensor<[3,11],f32>, !torch.int -> !torch.vtensor<[3,11],f32>
    %7 = torch.aten.eq.Scalar %arg0, %int3 : !torch.vtensor<[3,11],si64>, !torch.int -> !torch.vtensor<[3,11],i1>
    %int0 = torch.constant.int 0
    %8 = torch.aten.ne.Scalar %arg0, %int0 : !torch.vtensor<[3,11],si64>, !torch.int -> !torch.vtensor<[3,11],i1>
    %9 = torch.aten.lt.Scalar %arg0, %int2 : !torch.vtensor<[3,11],si64>, !torch.int -> !torch.vtensor<[3,11],i1>
    %10 = torch.aten.logical_and %8, %9 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %11 = torch.aten.logical_or %7, %10 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %int-1 = torch.constant.int -1
    %12 = torch.aten.le.Scalar %arg0, %int-1 : !torch.vtensor<[3,11],si64>, !torch.int -> !torch.vtensor<[3,11],i1>
    %int-50 = torch.constant.int -50
    %13 = torch.aten.gt.Scalar %arg0, %int-50 : !torch.vtensor<[3,11],si64>, !torch.int -> !torch.vtensor<[3,11],i1>
    %14 = torch.aten.logical_and %12, %13 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %int100 = torch.constant.int 100
    %15 = torch.aten.ge.Scalar %arg0, %int100 : !torch.vtensor<[3,11],si64>, !torch.int -> !torch.vtensor<[3,11],i1>
    %16 = torch.aten.logical_or %14, %15 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %17 = torch.aten.logical_or %11, %16 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %18 = torch.aten._to_copy %17, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,11],i1>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,11],f32>
    %19 = torch.aten.add.Tensor %6, %18, %int1 : !torch.vtensor<[3,11],f32>, !torch.vtensor<[3,11],f32>, !torch.int -> !torch.vtensor<[3,11],f32>
    return %19 : !torch.vtensor<[3,11],f32>
  }
}

