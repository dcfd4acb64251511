// RUN: edgec-opt %s -edge-partition -split-input-file -verify-diagnostics

func.func @integer_tensors(%a: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{unsupported op 'edge.relu': Vulkan: only f32 tensors are implemented, got i64; CPU: only f32 tensors are implemented, got i64}}
  %0 = edge.relu %a : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @transposed(%x: tensor<1x4x4x4xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32> {
  // expected-error @+1 {{unsupported op 'edge.convolution': Vulkan: transposed convolution has no kernel yet; CPU: transposed convolution has no kernel yet}}
  %0 = edge.convolution %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, transposed = true, output_padding = array<i64: 0, 0>, groups = 1 : i64} : (tensor<1x4x4x4xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32>
  return %0 : tensor<1x2x6x6xf32>
}

