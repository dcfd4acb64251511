func.func @linear_3d_no_bias(%x: !torch.vtensor<[2,3,16],f32>) -> !torch.vtensor<[2,3,8],f32> {
  %w = torch.vtensor.literal(dense<1.0> : tensor<8x16xf32>) : !torch.vtensor<[8,16],f32>
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[2,3,16],f32>, !torch.vtensor<[8,16],f32>, !torch.none -> !torch.vtensor<[2,3,8],f32>
  return %0 : !torch.vtensor<[2,3,8],f32>
}
