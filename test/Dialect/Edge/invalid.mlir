// RUN: edgec-opt %s -split-input-file -verify-diagnostics

func.func @result_shape(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'edge.relu' op result shape [3,2] does not match the inferred shape [2,3]}}
  %0 = edge.relu %a : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @broadcast(%a: tensor<2x3xf32>, %b: tensor<2xf32>) {
  // expected-error @+1 {{cannot broadcast shapes [2,3] and [2]}}
  %0 = edge.mul.Tensor %a, %b : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<4x2xf32>) {
  // expected-error @+1 {{inner dimensions differ: [2,3] x [4,2]}}
  %0 = edge.mm %a, %b : (tensor<2x3xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @permutation(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{dimension 0 repeats in the permutation}}
  %0 = edge.permute %a {dims = array<i64: 0, 0>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @view(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{cannot view 6 elements as [4,-1]}}
  %0 = edge.view %a {size = array<i64: 4, -1>} : (tensor<2x3xf32>) -> tensor<4x1xf32>
  return
}

// -----

func.func @conv_channels(%x: tensor<1x3x8x8xf32>, %w: tensor<8x2x3x3xf32>) {
  // expected-error @+1 {{weight of shape [8,2,3,3] expects 2 input channels, input has 3}}
  %0 = edge.convolution %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, transposed = false, output_padding = array<i64: 0, 0>, groups = 1 : i64} : (tensor<1x3x8x8xf32>, tensor<8x2x3x3xf32>) -> tensor<1x8x6x6xf32>
  return
}

// -----

func.func @mixed_forms(%a: memref<2x3xf32>, %b: tensor<2x3xf32>) {
  %o = memref.alloc() : memref<2x3xf32>
  // expected-error @+1 {{in out-variant form takes memref operands}}
  edge.add.Tensor %a, %b outs(%o) {alpha = 1.0 : f64} : (memref<2x3xf32>, tensor<2x3xf32>, memref<2x3xf32>) -> ()
  return
}

// -----

func.func @view_has_no_out_form(%a: memref<2x3xf32>) {
  %o = memref.alloc() : memref<6xf32>
  // expected-error @+1 {{is a view: it has no out-variant form}}
  edge.view %a outs(%o) {size = array<i64: 6>} : (memref<2x3xf32>, memref<6xf32>) -> ()
  return
}

// -----

func.func @missing_attribute(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{requires attribute 'alpha'}}
  %0 = edge.add.Tensor %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return
}
