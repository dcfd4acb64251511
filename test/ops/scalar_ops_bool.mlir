module {
  func.func @main(%arg0: !torch.vtensor<[3,11],i1>) -> !torch.vtensor<[3,11],f32> {
    %true = torch.constant.bool true
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Scalar %arg0, %true, %int1 : !torch.vtensor<[3,11],i1>, !torch.bool, !torch.int -> !torch.vtensor<[3,11],i1>
    %1 = torch.aten.mul.Scalar %0, %true : !torch.vtensor<[3,11],i1>, !torch.bool -> !torch.vtensor<[3,11],i1>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %2 = torch.aten._to_copy %1, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,11],i1>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,11],f32>
    %int2 = torch.constant.int 2
    %3 = torch.aten.div.Scalar %arg0, %int2 : !torch.vtensor<[3,11],i1>, !torch.int -> !torch.vtensor<[3,11],f32>
    %4 = torch.aten.add.Tensor %2, %3, %int1 : !torch.vtensor<[3,11],f32>, !torch.vtensor<[3,11],f32>, !torch.int -> !torch.vtensor<[3,11],f32>
    %int3 = torch.constant.int 3
    %5 = torch.aten.eq.Scalar %arg0, %int3 : !torch.vtensor<[3,11],i1>, !torch.int -> !torch.vtensor<[3,11],i1>
    %int0 = torch.constant.int 0
    %6 = torch.aten.ne.Scalar %arg0, %int0 : !torch.vtensor<[3,11],i1>, !torch.int -> !torch.vtensor<[3,11],i1>
    %7 = torch.aten.lt.Scalar %arg0, %int2 : !torch.vtensor<[3,11],i1>, !torch.int -> !torch.vtensor<[3,11],i1>
    %8 = torch.aten.logical_and %6, %7 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %9 = torch.aten.logical_or %5, %8 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %int-1 = torch.constant.int -1
    %10 = torch.aten.le.Scalar %arg0, %int-1 : !torch.vtensor<[3,11],i1>, !torch.int -> !torch.vtensor<[3,11],i1>
    %int-50 = torch.constant.int -50
    %11 = torch.aten.gt.Scalar %arg0, %int-50 : !torch.vtensor<[3,11],i1>, !torch.int -> !torch.vtensor<[3,11],i1>
    %12 = torch.aten.logical_and %10, %11 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %int100 = torch.constant.int 100
    %13 = torch.aten.ge.Scalar %arg0, %int100 : !torch.vtensor<[3,11],i1>, !torch.int -> !torch.vtensor<[3,11],i1>
    %14 = torch.aten.logical_or %12, %13 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %15 = torch.aten.logical_or %9, %14 : !torch.vtensor<[3,11],i1>, !torch.vtensor<[3,11],i1> -> !torch.vtensor<[3,11],i1>
    %16 = torch.aten._to_copy %15, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[3,11],i1>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,11],f32>
    %17 = torch.aten.add.Tensor %4, %16, %int1 : !torch.vtensor<[3,11],f32>, !torch.vtensor<[3,11],f32>, !torch.int -> !torch.vtensor<[3,11],f32>
    return %17 : !torch.vtensor<[3,11],f32>
  }
}

