module {
  func.func @main(%arg0: !torch.vtensor<[1],f32>, %arg1: !torch.vtensor<[5,5,5],f32>, %arg2: !torch.vtensor<[5,5,10],f32>) -> !torch.vtensor<[5,5,10],f32> {
    %float2.000000e-01 = torch.constant.float 2.000000e-01
    %float6.000000e-01 = torch.constant.float 6.000000e-01
    %0 = torch.aten.baddbmm %arg0, %arg1, %arg2, %float2.000000e-01, %float6.000000e-01 : !torch.vtensor<[1],f32>, !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,10],f32>, !torch.float, !torch.float -> !torch.vtensor<[5,5,10],f32>
    return %0 : !torch.vtensor<[5,5,10],f32>
  }
}

