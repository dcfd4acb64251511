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
  // expected-error @+1 {{inner dimensions differ: 3 and 4}}
  %0 = edge.mm %a, %b : (tensor<2x3xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

// baddbmm's bias broadcasts to the product's [B, M, N] without growing it (the matmul family's shared rule).
func.func @baddbmm_bias(%bias: tensor<2x1x5xf32>, %a: tensor<3x2x4xf32>, %b: tensor<3x4x5xf32>) {
  // expected-error @+1 {{bias size 2 does not broadcast to 3}}
  %0 = edge.baddbmm %bias, %a, %b {alpha = 1.0 : f64, beta = 1.0 : f64} : (tensor<2x1x5xf32>, tensor<3x2x4xf32>, tensor<3x4x5xf32>) -> tensor<3x2x5xf32>
  return
}

// -----

func.func @baddbmm_bias_rank(%bias: tensor<1x3x2x5xf32>, %a: tensor<3x2x4xf32>, %b: tensor<3x4x5xf32>) {
  // expected-error @+1 {{bias of rank 4 does not broadcast to the product's rank 3}}
  %0 = edge.baddbmm %bias, %a, %b {alpha = 1.0 : f64, beta = 1.0 : f64} : (tensor<1x3x2x5xf32>, tensor<3x2x4xf32>, tensor<3x4x5xf32>) -> tensor<3x2x5xf32>
  return
}

// -----

func.func @baddbmm_batch(%bias: tensor<5xf32>, %a: tensor<3x2x4xf32>, %b: tensor<2x4x5xf32>) {
  // expected-error @+1 {{batch sizes differ: 3 and 2}}
  %0 = edge.baddbmm %bias, %a, %b {alpha = 1.0 : f64, beta = 1.0 : f64} : (tensor<5xf32>, tensor<3x2x4xf32>, tensor<2x4x5xf32>) -> tensor<3x2x5xf32>
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
  // expected-error @+1 {{a weight of 2 input channels per group expects 2 input channels, the input has 3}}
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

// -----

func.func @hardtanh_bounds(%a: tensor<4xf32>) {
  // expected-error @+1 {{'edge.hardtanh' op min_val 6.000000e+00 is greater than max_val 0.000000e+00}}
  %0 = edge.hardtanh %a {min_val = 6.0 : f64, max_val = 0.0 : f64} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// 3 * 6148914691236517206 wraps to 2 in int64: the product must not be taken modulo 2^64.
func.func @view_size_overflow(%a: tensor<2xf32>) {
  // expected-error @+1 {{size [3,6148914691236517206] has more than 2^63 elements}}
  %0 = edge.view %a {size = array<i64: 3, 6148914691236517206>} : (tensor<2xf32>) -> tensor<3x6148914691236517206xf32>
  return
}

// -----

func.func @view_input_overflow(%a: tensor<4294967296x4294967296xf32>) {
  // expected-error @+1 {{input of shape [4294967296,4294967296] has more than 2^63 elements}}
  %0 = edge.view %a {size = array<i64: -1>} : (tensor<4294967296x4294967296xf32>) -> tensor<1xf32>
  return
}

// -----

// dilation * (kernel - 1) = 2^64 wraps to 0, which made the output 8x8.
func.func @conv_overflow(%x: tensor<1x1x8x8xf32>, %w: tensor<1x1x5x5xf32>) {
  // expected-error @+1 {{output shape overflows int64}}
  %0 = edge.convolution %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 4611686018427387904, 4611686018427387904>, transposed = false, output_padding = array<i64: 0, 0>, groups = 1 : i64} : (tensor<1x1x8x8xf32>, tensor<1x1x5x5xf32>) -> tensor<1x1x8x8xf32>
  return
}

// -----

// 4611686018427387905 * 4 groups wraps to 4 input channels.
func.func @conv_channels_overflow(%x: tensor<1x4x8x8xf32>, %w: tensor<4x4611686018427387905x1x1xf32>) {
  // expected-error @+1 {{output shape overflows int64}}
  %0 = edge.convolution %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, transposed = false, output_padding = array<i64: 0, 0>, groups = 4 : i64} : (tensor<1x4x8x8xf32>, tensor<4x4611686018427387905x1x1xf32>) -> tensor<1x4x8x8xf32>
  return
}

// -----

// dilation * (kernel - 1) = 4 * 2^62 wraps to 0, which made the output 8x8.
func.func @max_pool_overflow(%x: tensor<1x1x8x8xf32>) {
  // expected-error @+1 {{output shape overflows int64}}
  %0 = edge.max_pool2d %x {ceil_mode = false, dilation = array<i64: 4, 4>, kernel_size = array<i64: 4611686018427387905, 4611686018427387905>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
  return
}

// -----

// 2 * padding wrapped negative and passed the half-kernel check.
func.func @max_pool_padding_overflow(%x: tensor<1x1x8x8xf32>) {
  // expected-error @+1 {{padding from 0 to half the kernel}}
  %0 = edge.max_pool2d %x {ceil_mode = false, dilation = array<i64: 1, 1>, kernel_size = array<i64: 3, 3>, padding = array<i64: 4611686018427387904, 4611686018427387904>, stride = array<i64: 1, 1>} : (tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32>
  return
}

// -----

func.func @promotion(%a: tensor<2xi32>, %b: tensor<2xf16>) {
  // expected-error @+1 {{'edge.add.Tensor' op result element type 'f32' differs from the operands' 'f16'}}
  %0 = edge.add.Tensor %a, %b {alpha = 1.0 : f64} : (tensor<2xi32>, tensor<2xf16>) -> tensor<2xf32>
  return
}

// -----

func.func @same_dtype(%a: tensor<2xi32>) {
  // expected-error @+1 {{'edge.relu' op result element type 'f32' differs from the operands' 'i32'}}
  %0 = edge.relu %a : (tensor<2xi32>) -> tensor<2xf32>
  return
}

// -----

// A 3-D pooling op takes (N,) C and three spatial dims.
func.func @max_pool3d_rank(%x: tensor<1x8x8xf32>) {
  // expected-error @+1 {{expects a 4-D or 5-D input ((N,) C and 3 spatial dims), got rank 3}}
  %0 = edge.max_pool3d %x {ceil_mode = false, dilation = array<i64: 1>, kernel_size = array<i64: 2>, padding = array<i64: 0>, stride = array<i64: 1>} : (tensor<1x8x8xf32>) -> tensor<1x7x7xf32>
  return
}

// -----

func.func @avg_pool3d_window(%x: tensor<1x4x4x4xf32>) {
  // expected-error @+1 {{kernel_size, stride, padding and dilation must hold one or 3 values}}
  %0 = edge.avg_pool3d %x {ceil_mode = false, count_include_pad = true, kernel_size = array<i64: 2, 2>, padding = array<i64: 0>, stride = array<i64: 1>} : (tensor<1x4x4x4xf32>) -> tensor<1x3x3x3xf32>
  return
}

// -----

// floor((1 + 2 - 3 - 1) / 2) + 1 = 0 windows (ceil_mode would take one: ops.mlir).
func.func @pool_no_window(%x: tensor<1x1x1x1xf32>) {
  // expected-error @+1 {{the window does not fit the padded input}}
  %0 = edge.max_pool2d %x {ceil_mode = false, dilation = array<i64: 1>, kernel_size = array<i64: 4>, padding = array<i64: 1>, stride = array<i64: 2>} : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return
}

// -----

// Adaptive pooling over 1 to 3 spatial dims: the shared rule's checks (SharedShapeRules.h adaptivePoolShape).
func.func @adaptive_pool3d_rank(%x: tensor<8x8x8xf32>) {
  // expected-error @+1 {{expects a 4-D or 5-D input, got rank 3}}
  %0 = edge._adaptive_avg_pool3d %x {output_size = array<i64: 2, 2, 2>} : (tensor<8x8x8xf32>) -> tensor<2x2x2xf32>
  return
}

// -----

func.func @adaptive_pool1d_size(%x: tensor<2x3x8xf32>) {
  // expected-error @+1 {{output_size must be 1 positive size(s)}}
  %0 = edge.adaptive_avg_pool1d %x {output_size = array<i64: 0>} : (tensor<2x3x8xf32>) -> tensor<2x3x0xf32>
  return
}

// -----

func.func @adaptive_pool1d_empty(%x: tensor<2x3x0xf32>) {
  // expected-error @+1 {{pools a spatial size of 0 to 4}}
  %0 = edge.adaptive_avg_pool1d %x {output_size = array<i64: 4>} : (tensor<2x3x0xf32>) -> tensor<2x3x4xf32>
  return
}

// -----

// The norm family (SharedShapeRules.h normRows): the affine's shape, group norm's N and HxW, the groups.
func.func @group_norm_weight(%x: tensor<2x6x5xf32>, %w: tensor<5xf32>) {
  // expected-error @+1 {{weight and bias must have the shape [6]}}
  %0:3 = edge.native_group_norm %x weight(%w) {C = 6 : i64, HxW = 5 : i64, N = 2 : i64, eps = 1.0e-05 : f64, group = 3 : i64} : (tensor<2x6x5xf32>, tensor<5xf32>) -> (tensor<2x6x5xf32>, tensor<2x3xf32>, tensor<2x3xf32>)
  return
}

// -----

func.func @group_norm_hxw(%x: tensor<2x6x5xf32>) {
  // expected-error @+1 {{N 2 and HxW 4 differ from the input's [2,6,5]}}
  %0:3 = edge.native_group_norm %x {C = 6 : i64, HxW = 4 : i64, N = 2 : i64, eps = 1.0e-05 : f64, group = 3 : i64} : (tensor<2x6x5xf32>) -> (tensor<2x6x5xf32>, tensor<2x3xf32>, tensor<2x3xf32>)
  return
}

// -----

func.func @group_norm_groups(%x: tensor<2x6x5xf32>) {
  // expected-error @+1 {{6 channels do not divide into 4 groups}}
  %0:3 = edge.native_group_norm %x {C = 6 : i64, HxW = 5 : i64, N = 2 : i64, eps = 1.0e-05 : f64, group = 4 : i64} : (tensor<2x6x5xf32>) -> (tensor<2x6x5xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
  return
}

// -----

func.func @layer_norm_trailing(%x: tensor<2x3x5xf32>) {
  // expected-error @+1 {{normalized_shape is not the trailing shape of the input}}
  %0:3 = edge.native_layer_norm %x {eps = 1.0e-05 : f64, normalized_shape = array<i64: 3>} : (tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>)
  return
}

// -----

func.func @layer_norm_weight(%x: tensor<2x3x5xf32>, %w: tensor<3xf32>) {
  // expected-error @+1 {{weight and bias must have the shape [5]}}
  %0:3 = edge.native_layer_norm %x weight(%w) {eps = 1.0e-05 : f64, normalized_shape = array<i64: 5>} : (tensor<2x3x5xf32>, tensor<3xf32>) -> (tensor<2x3x5xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>)
  return
}

// -----

// As ATen: a floating alpha or beta for integer tensors is refused, not truncated.
func.func @addmm_float_alpha_int(%bias: tensor<5xi32>, %a: tensor<2x4xi32>, %b: tensor<4x5xi32>) {
  // expected-error @+1 {{alpha and beta must be integers for integer tensors, got 5.000000e-01 : f64}}
  %0 = edge.addmm %bias, %a, %b {alpha = 0.5 : f64, beta = 1 : i64} : (tensor<5xi32>, tensor<2x4xi32>, tensor<4x5xi32>) -> tensor<2x5xi32>
  return
}
