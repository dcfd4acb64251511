func.func @linear_with_bias(%x: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[4,8],f32> {
  %w = torch.vtensor.literal(dense<1.0> : tensor<8x16xf32>) : !torch.vtensor<[8,16],f32>
  %b = torch.vtensor.literal(dense<2.0> : tensor<8xf32>) : !torch.vtensor<[8],f32>
  %0 = torch.aten.linear %x, %w, %b : !torch.vtensor<[4,16],f32>, !torch.vtensor<[8,16],f32>, !torch.vtensor<[8],f32> -> !torch.vtensor<[4,8],f32>
  return %0 : !torch.vtensor<[4,8],f32>
}
