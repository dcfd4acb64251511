func.func @batch_norm(%arg0: !torch.vtensor<[1,2,3,3],f32>) -> !torch.vtensor<[1,2,3,3],f32> {
  %w = torch.vtensor.literal(dense<[2.0, 1.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %b = torch.vtensor.literal(dense<[3.0, 0.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %mean = torch.vtensor.literal(dense<[2.0, 2.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %var = torch.vtensor.literal(dense<[4.0, 1.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %momentum = torch.constant.float 1.000000e-01
  %eps = torch.constant.float 0.000000e+00
  %0:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %w, %b, %mean, %var, %momentum, %eps) : (!torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.float, !torch.float) -> (!torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>)
  return %0#0 : !torch.vtensor<[1,2,3,3],f32>
}
