module {
  func.func @main(%arg0: !torch.vtensor<[5,11],f32>) -> !torch.vtensor<[5,11],f32> {
    %float1.500000e2B00 = torch.constant.float 1.500000e+00
    %int2 = torch.constant.int 2
    %0 = torch.aten.add.Scalar %arg0, %float1.500000e2B00, %int2 : !torch.vtensor<[5,11],f32>, !torch.float, !torch.int -> !torch.vtensor<[5,11],f32>
    %float2.500000e-01 = torch.constant.float 2.500000e-01
    %int3 = torch.constant.int 3
    %1 = torch.aten.sub.Scalar %0, %float2.500000e-01, %int3 : !torch.vtensor<[5,11],f32>, !torch.float, !torch.int -> !torch.vtensor<[5,11],f32>
    %float2.000000e2B00 = torch.constant.float 2.000000e+00
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %2 = torch.aten.rsub.Scalar %1, %float2.000000e2B00, %float5.000000e-01 : !torch.vtensor<[5,11],f32>, !torch.float, !torch.float -> !torch.vtensor<[5,11],f32>
    %3 = torch.aten.mul.Scalar %2, %float1.500000e2B00 : !torch.vtensor<[5,11],f32>, !torch.float -> !torch.vtensor<[5,11],f32>
    %int4 = torch.constant.int 4
    %4 = torch.aten.div.Scalar %3, %int4 : !torch.vtensor<[5,11],f32>, !torch.int -> !torch.vtensor<[5,11],f32>
    return %4 : !torch.vtensor<[5,11],f32>
  }
}

