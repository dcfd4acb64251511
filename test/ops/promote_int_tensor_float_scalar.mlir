module {
  func.func @main(%arg0: !torch.vtensor<[4,9],si32>) -> !torch.vtensor<[4,9],f32> {
    %float2.500000e2B00 = torch.constant.float 2.500000e+00
    %0 = torch.aten.mul.Scalar %arg0, %float2.500000e2B00 : !torch.vtensor<[4,9],si32>, !torch.float -> !torch.vtensor<[4,9],f32>
    %int1 = torch.constant.int 1
    %1 = torch.aten.add.Scalar %0, %int1, %int1 : !torch.vtensor<[4,9],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,9],f32>
    return %1 : !torch.vtensor<[4,9],f32>
  }
}

