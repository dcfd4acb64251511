module {
  func.func @main(%arg0: !torch.vtensor<[7,13],f32>) -> !torch.vtensor<[7,13],f32> {
    %float-5.000000e-01 = torch.constant.float -5.000000e-01
    %float2.000000e2B00 = torch.constant.float 2.000000e+00
    %0 = torch.aten.hardtanh %arg0, %float-5.000000e-01, %float2.000000e2B00 : !torch.vtensor<[7,13],f32>, !torch.float, !torch.float -> !torch.vtensor<[7,13],f32>
    return %0 : !torch.vtensor<[7,13],f32>
  }
}

