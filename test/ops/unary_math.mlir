module {
  func.func @main(%arg0: !torch.vtensor<[6,19],f32>) -> !torch.vtensor<[6,19],f32> {
    %0 = torch.aten.neg %arg0 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %1 = torch.aten.abs %arg0 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %2 = torch.aten.sqrt %1 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %int1 = torch.constant.int 1
    %3 = torch.aten.add.Tensor %0, %2, %int1 : !torch.vtensor<[6,19],f32>, !torch.vtensor<[6,19],f32>, !torch.int -> !torch.vtensor<[6,19],f32>
    %4 = torch.aten.exp %arg0 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %5 = torch.aten.add.Tensor %3, %4, %int1 : !torch.vtensor<[6,19],f32>, !torch.vtensor<[6,19],f32>, !torch.int -> !torch.vtensor<[6,19],f32>
    %6 = torch.aten.abs %arg0 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %7 = torch.aten.add.Scalar %6, %float1.000000e-01, %int1 : !torch.vtensor<[6,19],f32>, !torch.float, !torch.int -> !torch.vtensor<[6,19],f32>
    %8 = torch.aten.log %7 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %9 = torch.aten.add.Tensor %5, %8, %int1 : !torch.vtensor<[6,19],f32>, !torch.vtensor<[6,19],f32>, !torch.int -> !torch.vtensor<[6,19],f32>
    %10 = torch.aten.abs %arg0 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %11 = torch.aten.add.Scalar %10, %float5.000000e-01, %int1 : !torch.vtensor<[6,19],f32>, !torch.float, !torch.int -> !torch.vtensor<[6,19],f32>
    %12 = torch.aten.rsqrt %11 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %13 = torch.aten.add.Tensor %9, %12, %int1 : !torch.vtensor<[6,19],f32>, !torch.vtensor<[6,19],f32>, !torch.int -> !torch.vtensor<[6,19],f32>
    %14 = torch.aten.abs %arg0 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %15 = torch.aten.add.Scalar %14, %int1, %int1 : !torch.vtensor<[6,19],f32>, !torch.int, !torch.int -> !torch.vtensor<[6,19],f32>
    %16 = torch.aten.reciprocal %15 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %17 = torch.aten.add.Tensor %13, %16, %int1 : !torch.vtensor<[6,19],f32>, !torch.vtensor<[6,19],f32>, !torch.int -> !torch.vtensor<[6,19],f32>
    %18 = torch.aten.sin %arg0 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %19 = torch.aten.add.Tensor %17, %18, %int1 : !torch.vtensor<[6,19],f32>, !torch.vtensor<[6,19],f32>, !torch.int -> !torch.vtensor<[6,19],f32>
    %20 = torch.aten.cos %arg0 : !torch.vtensor<[6,19],f32> -> !torch.vtensor<[6,19],f32>
    %21 = torch.aten.add.Tensor %19, %20, %int1 : !torch.vtensor<[6,19],f32>, !torch.vtensor<[6,19],f32>, !torch.int -> !torch.vtensor<[6,19],f32>
    return %21 : !torch.vtensor<[6,19],f32>
  }
}

