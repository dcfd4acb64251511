// RUN: edgec-opt %s | edgec-opt | FileCheck %s

// CHECK-LABEL: func.func @tensor_form
func.func @tensor_form(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %x: tensor<1x4x8x8xf32>) -> (tensor<2x3xf32>, tensor<1x8x4x4xf32>, tensor<1x8xf32>) {
  // CHECK: %[[C:.*]] = edge.constant dense<1.000000e+00> : tensor<8x2x3x3xf32>
  %w = edge.constant dense<1.0> : tensor<8x2x3x3xf32>
  // CHECK: edge.add.Tensor %arg0, %arg1 {alpha = 2.000000e+00 : f64} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %0 = edge.add.Tensor %a, %b {alpha = 2.0 : f64} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: edge.relu %{{.*}} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = edge.relu %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: edge.permute %{{.*}} {dims = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = edge.permute %1 {dims = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // CHECK: edge.mm %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %3 = edge.mm %1, %2 : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  // CHECK: edge.view %{{.*}} {size = array<i64: 4, -1>} : (tensor<2x2xf32>) -> tensor<4x1xf32>
  %4 = edge.view %3 {size = array<i64: 4, -1>} : (tensor<2x2xf32>) -> tensor<4x1xf32>
  // CHECK: edge.convolution %arg2, %[[C]] {{{.*}}groups = 2 : i64{{.*}}} : (tensor<1x4x8x8xf32>, tensor<8x2x3x3xf32>) -> tensor<1x8x4x4xf32>
  %5 = edge.convolution %x, %w {stride = array<i64: 2, 2>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>, transposed = false, output_padding = array<i64: 0, 0>, groups = 2 : i64} : (tensor<1x4x8x8xf32>, tensor<8x2x3x3xf32>) -> tensor<1x8x4x4xf32>
  // CHECK: edge.mean.dim %{{.*}} {dim = array<i64: 2, 3>, keepdim = false} : (tensor<1x8x4x4xf32>) -> tensor<1x8xf32>
  %6 = edge.mean.dim %5 {dim = array<i64: 2, 3>, keepdim = false} : (tensor<1x8x4x4xf32>) -> tensor<1x8xf32>
  // CHECK: edge._softmax %{{.*}} {dim = -1 : i64, half_to_float = false} : (tensor<1x8xf32>) -> tensor<1x8xf32>
  %7 = edge._softmax %6 {dim = -1 : i64, half_to_float = false} : (tensor<1x8xf32>) -> tensor<1x8xf32>
  return %0, %5, %7 : tensor<2x3xf32>, tensor<1x8x4x4xf32>, tensor<1x8xf32>
}

// CHECK-LABEL: func.func @out_form
func.func @out_form(%a: memref<2x3xf32>, %bias: memref<3xf32>, %x: memref<1x4x8x8xf32>, %w: memref<8x4x3x3xf32>) {
  %o = memref.alloc() : memref<2x3xf32>
  // CHECK: edge.sub.Tensor %arg0, %arg1 outs(%{{.*}}) {alpha = 1.000000e+00 : f64} : (memref<2x3xf32>, memref<3xf32>, memref<2x3xf32>) -> ()
  edge.sub.Tensor %a, %bias outs(%o) {alpha = 1.0 : f64} : (memref<2x3xf32>, memref<3xf32>, memref<2x3xf32>) -> ()
  %c = memref.alloc() : memref<1x8x6x6xf32>
  %b8 = memref.alloc() : memref<8xf32>
  // CHECK: edge.convolution %arg2, %arg3, %{{.*}} outs(%{{.*}})
  edge.convolution %x, %w, %b8 outs(%c) {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, transposed = false, output_padding = array<i64: 0, 0>, groups = 1 : i64} : (memref<1x4x8x8xf32>, memref<8x4x3x3xf32>, memref<8xf32>, memref<1x8x6x6xf32>) -> ()
  return
}

// Result element types follow ATen's type promotion: categories bool < integer < float, the wider type
// within one, and zero-dim tensors only lifting the category of dimensioned ones.
// CHECK-LABEL: func.func @promotion
func.func @promotion(%i32: tensor<2xi32>, %f16: tensor<2xf16>, %i64: tensor<2xi64>, %f32s: tensor<f32>,
                     %bf16: tensor<2xbf16>, %b: tensor<2xi1>) -> (tensor<2xf16>, tensor<2xf32>, tensor<2xf16>, tensor<2xf32>, tensor<2xi64>) {
  // CHECK: -> tensor<2xf16>
  %0 = edge.add.Tensor %i32, %f16 {alpha = 1.0 : f64} : (tensor<2xi32>, tensor<2xf16>) -> tensor<2xf16>
  // CHECK: -> tensor<2xf32>
  %1 = edge.mul.Tensor %i64, %f32s : (tensor<2xi64>, tensor<f32>) -> tensor<2xf32>
  // CHECK: -> tensor<2xf16>
  %2 = edge.mul.Tensor %f16, %f32s : (tensor<2xf16>, tensor<f32>) -> tensor<2xf16>
  // CHECK: -> tensor<2xf32>
  %3 = edge.mul.Tensor %f16, %bf16 : (tensor<2xf16>, tensor<2xbf16>) -> tensor<2xf32>
  // CHECK: -> tensor<2xi64>
  %4 = edge.sub.Tensor %b, %i64 {alpha = 1.0 : f64} : (tensor<2xi1>, tensor<2xi64>) -> tensor<2xi64>
  return %0, %1, %2, %3, %4 : tensor<2xf16>, tensor<2xf32>, tensor<2xf16>, tensor<2xf32>, tensor<2xi64>
}

// Several optional tensors print by name: a norm with a bias and no weight stays one (its kernels read which
// they have: kernel parameters has_weight, has_bias).
// CHECK-LABEL: func.func @optional_operands_by_name
func.func @optional_operands_by_name(%x: tensor<2x5xf32>, %w: tensor<5xf32>, %b: tensor<5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>) {
  // CHECK: edge.native_layer_norm %{{.*}} weight(%{{.*}}) {eps
  // CHECK: edge.native_layer_norm %{{.*}} bias(%{{.*}}) {eps
  // CHECK: edge.native_layer_norm %{{.*}} weight(%{{.*}}) bias(%{{.*}}) {eps
  %0:3 = edge.native_layer_norm %x weight(%w) {eps = 1.0e-05 : f64, normalized_shape = array<i64: 5>} : (tensor<2x5xf32>, tensor<5xf32>) -> (tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x1xf32>)
  %1:3 = edge.native_layer_norm %x bias(%b) {eps = 1.0e-05 : f64, normalized_shape = array<i64: 5>} : (tensor<2x5xf32>, tensor<5xf32>) -> (tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x1xf32>)
  %2:3 = edge.native_layer_norm %x weight(%w) bias(%b) {eps = 1.0e-05 : f64, normalized_shape = array<i64: 5>} : (tensor<2x5xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x1xf32>)
  return %0#0, %1#0, %2#0 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x5xf32>
}

// PyTorch's ceil_mode takes one window wider than the padded input (div_rtn(1 + 2 - 3 - 1 + 1, 2) + 1 = 1);
// runtime-min's kernel takes the same shape by the same rule (test/runtime/KernelsTest.cpp).
// CHECK-LABEL: func.func @pool_ceil_wider_than_input
func.func @pool_ceil_wider_than_input(%x: tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32> {
  // CHECK: -> tensor<1x1x1x1xf32>
  %0 = edge.max_pool2d %x {ceil_mode = true, dilation = array<i64: 1>, kernel_size = array<i64: 4>, padding = array<i64: 1>, stride = array<i64: 2>} : (tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
