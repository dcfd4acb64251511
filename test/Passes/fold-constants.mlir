// RUN: edgec-opt %s -split-input-file -edge-fold-constants | FileCheck %s

// A permute of a constant weight runs once, at compile time, through the CPU kernel: [[1,2,3],[4,5,6]]
// transposed.
// CHECK-LABEL: func.func @permute_weight
// CHECK-NEXT: %[[W:.*]] = edge.constant dense_resource<edge_folded> : tensor<3x2xf32>
// CHECK-NEXT: %[[R:.*]] = edge.mm %arg0, %[[W]]
// CHECK-NEXT: return %[[R]]
// The data, after a 4-byte alignment header: 1, 4, 2, 5, 3, 6.
// CHECK: edge_folded: "0x080000000000803F00008040000000400000A040000040400000C040"
func.func @permute_weight(%x: tensor<4x3xf32>) -> tensor<4x2xf32> {
  %w = edge.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %t = edge.permute %w {dims = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %r = edge.mm %x, %t : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

// A view of a constant is the constant with another shape; unused constants disappear.
// CHECK-LABEL: func.func @view_constant
// CHECK-NEXT: %[[C:.*]] = edge.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: return %[[C]]
func.func @view_constant() -> tensor<4xf32> {
  %c = edge.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %unused = edge.constant dense<1.0> : tensor<8xf32>
  %v = edge.view %c {size = array<i64: 4>} : (tensor<2x2xf32>) -> tensor<4xf32>
  return %v : tensor<4xf32>
}

// -----

// Inference batch norm after a convolution (a per-channel scale, then a per-channel shift) moves into
// the convolution's weights and bias, which fold: one convolution remains. Weights [2,1,1,1] = [1, 2],
// scale [2, 3], shift [10, 20]: weights [2, 6], bias [10, 20].
// CHECK-LABEL: func.func @batch_norm_into_conv
// The conv had no bias: the shift becomes it.
// CHECK-DAG: %[[B:.*]] = edge.constant dense<[1.000000e+01, 2.000000e+01]> : tensor<2xf32>
// CHECK-DAG: %[[W:.*]] = edge.constant dense_resource<edge_folded> : tensor<2x1x1x1xf32>
// CHECK-NEXT: %[[R:.*]] = edge.convolution %arg0, %[[W]], %[[B]]
// CHECK-NEXT: return %[[R]]
// CHECK: edge_folded: "0x08000000000000400000C040"
func.func @batch_norm_into_conv(%x: tensor<1x1x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %w = edge.constant dense<[[[[1.0]]], [[[2.0]]]]> : tensor<2x1x1x1xf32>
  %scale = edge.constant dense<[[[2.0]], [[3.0]]]> : tensor<2x1x1xf32>
  %shift = edge.constant dense<[[[10.0]], [[20.0]]]> : tensor<2x1x1xf32>
  %c = edge.convolution %x, %w {dilation = array<i64: 1, 1>, groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (tensor<1x1x3x3xf32>, tensor<2x1x1x1xf32>) -> tensor<1x2x3x3xf32>
  %m = edge.mul.Tensor %c, %scale : (tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) -> tensor<1x2x3x3xf32>
  %a = edge.add.Tensor %m, %shift {alpha = 1.0 : f64} : (tensor<1x2x3x3xf32>, tensor<2x1x1xf32>) -> tensor<1x2x3x3xf32>
  return %a : tensor<1x2x3x3xf32>
}

// -----

// A scale that varies along the spatial dims is not per channel: nothing moves. An op with a non-constant
// input stays.
// CHECK-LABEL: func.func @not_per_channel
// CHECK: edge.convolution
// CHECK: edge.mul.Tensor
func.func @not_per_channel(%x: tensor<1x1x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %w = edge.constant dense<1.0> : tensor<2x1x1x1xf32>
  %scale = edge.constant dense<2.0> : tensor<3x3xf32>
  %c = edge.convolution %x, %w {dilation = array<i64: 1, 1>, groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (tensor<1x1x3x3xf32>, tensor<2x1x1x1xf32>) -> tensor<1x2x3x3xf32>
  %m = edge.mul.Tensor %c, %scale : (tensor<1x2x3x3xf32>, tensor<3x3xf32>) -> tensor<1x2x3x3xf32>
  return %m : tensor<1x2x3x3xf32>
}


// -----

// The shift before the convolution folds the same way where add commutes (alpha 1); at alpha 2 the
// convolution is scaled, and nothing moves.
// CHECK-LABEL: func.func @shift_first
// CHECK: %[[R:.*]] = edge.convolution %arg0, %{{.*}}, %{{.*}} {
// CHECK-NOT: edge.add.Tensor
// CHECK: return %[[R]]
// CHECK-LABEL: func.func @shift_first_scaled
// CHECK: edge.convolution %arg0, %{{.*}} {
// CHECK: edge.add.Tensor
func.func @shift_first(%x: tensor<1x1x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %w = edge.constant dense<[[[[1.0]]], [[[2.0]]]]> : tensor<2x1x1x1xf32>
  %shift = edge.constant dense<[[[10.0]], [[20.0]]]> : tensor<2x1x1xf32>
  %c = edge.convolution %x, %w {dilation = array<i64: 1, 1>, groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (tensor<1x1x3x3xf32>, tensor<2x1x1x1xf32>) -> tensor<1x2x3x3xf32>
  %a = edge.add.Tensor %shift, %c {alpha = 1.0 : f64} : (tensor<2x1x1xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %a : tensor<1x2x3x3xf32>
}
func.func @shift_first_scaled(%x: tensor<1x1x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %w = edge.constant dense<[[[[1.0]]], [[[2.0]]]]> : tensor<2x1x1x1xf32>
  %shift = edge.constant dense<[[[10.0]], [[20.0]]]> : tensor<2x1x1xf32>
  %c = edge.convolution %x, %w {dilation = array<i64: 1, 1>, groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (tensor<1x1x3x3xf32>, tensor<2x1x1x1xf32>) -> tensor<1x2x3x3xf32>
  %a = edge.add.Tensor %shift, %c {alpha = 2.0 : f64} : (tensor<2x1x1xf32>, tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %a : tensor<1x2x3x3xf32>
}
