// RUN: edgec-opt %s -canonicalize -cse | FileCheck %s
// The lowering pipeline relies on -canonicalize and -cse to drop the dead ops and merge the duplicate ones
// that decompositions leave: edge ops on tensors have no side effects. In out-variant form an op writes its
// outs, so the same ops there must stay.

// CHECK-LABEL: func.func @dead_and_duplicate
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>)
func.func @dead_and_duplicate(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: %[[C:.*]] = edge.constant dense<2.000000e+00> : tensor<2x3xf32>
  // CHECK-NEXT: %[[S:.*]] = edge.add.Tensor %[[A]], %[[B]] {alpha = 1.000000e+00 : f64}
  // CHECK-NEXT: %[[M:.*]] = edge.mul.Tensor %[[S]], %[[S]]
  // CHECK-NEXT: %[[R:.*]] = edge.mul.Tensor %[[M]], %[[C]]
  // CHECK-NEXT: %[[R2:.*]] = edge.mul.Tensor %[[R]], %[[C]]
  // CHECK-NEXT: return %[[R2]]
  %c0 = edge.constant dense<2.0> : tensor<2x3xf32>
  %dead = edge.relu %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %unused = edge.constant dense<3.0> : tensor<4xf32>
  %0 = edge.add.Tensor %a, %b {alpha = 1.0 : f64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = edge.add.Tensor %a, %b {alpha = 1.0 : f64} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %deadChain = edge.exp %1 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = edge.mul.Tensor %0, %1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %c1 = edge.constant dense<2.0> : tensor<2x3xf32>
  %3 = edge.mul.Tensor %2, %c0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = edge.mul.Tensor %3, %c1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %4 : tensor<2x3xf32>
}

// Ops that differ in an attribute are not duplicates.
// CHECK-LABEL: func.func @different_attributes
// CHECK-COUNT-2: edge.add.Tensor
func.func @different_attributes(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = edge.add.Tensor %a, %a {alpha = 1.0 : f64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = edge.add.Tensor %a, %a {alpha = 2.0 : f64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func @out_form_writes_stay
func.func @out_form_writes_stay(%a: memref<2xf32>, %o: memref<2xf32>) {
  // CHECK-COUNT-2: edge.relu %{{.*}} outs(%{{.*}})
  edge.relu %a outs(%o) : (memref<2xf32>, memref<2xf32>) -> ()
  edge.relu %a outs(%o) : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

// An op with extra results whose extra results are unused becomes the op that computes only the first (the
// registry's first_result_only): max pooling without its indices.
// CHECK-LABEL: func.func @indices_unused
func.func @indices_unused(%x: tensor<1x2x4x4xf32>, %y: tensor<2x4x4x4xf32>) -> (tensor<1x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xi64>) {
  // CHECK: edge.max_pool2d %{{.*}} {ceil_mode = false, dilation = array<i64: 1>, kernel_size = array<i64: 2>, padding = array<i64: 0>, stride = array<i64: 2>} : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  // CHECK: edge.max_pool3d_with_indices %{{.*}} -> (tensor<2x2x2x2xf32>, tensor<2x2x2x2xi64>)
  // CHECK-NOT: edge.max_pool
  %0:2 = edge.max_pool2d_with_indices %x {ceil_mode = false, dilation = array<i64: 1>, kernel_size = array<i64: 2>, padding = array<i64: 0>, stride = array<i64: 2>} : (tensor<1x2x4x4xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>)
  %1:2 = edge.max_pool3d_with_indices %y {ceil_mode = false, dilation = array<i64: 1>, kernel_size = array<i64: 2>, padding = array<i64: 0>, stride = array<i64: 2>} : (tensor<2x4x4x4xf32>) -> (tensor<2x2x2x2xf32>, tensor<2x2x2x2xi64>)
  return %0#0, %1#0, %1#1 : tensor<1x2x2x2xf32>, tensor<2x2x2x2xf32>, tensor<2x2x2x2xi64>
}

// An expand or a slice to the same shape, and a conversion to the same type, are their operand (the
// registry's same_type_is_identity): no copy is left. Broadcasts, real slices and real conversions stay.
// CHECK-LABEL: func.func @same_type_is_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<1x3xf32>)
func.func @same_type_is_identity(%x: tensor<2x3xf32>, %y: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x3xf16>) {
  // CHECK-DAG: %[[B:.*]] = edge.expand %[[Y]]
  // CHECK-DAG: %[[S:.*]] = edge.slice.Tensor %[[X]] {dim = 1 : i64, end = 2 : i64, start = 0 : i64, step = 1 : i64}
  // CHECK-DAG: %[[H:.*]] = edge._to_copy %[[X]]
  // CHECK: return %[[X]], %[[X]], %[[X]], %[[B]], %[[S]], %[[H]]
  %e = edge.expand %x {size = array<i64: 2, 3>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = edge.slice.Tensor %x {dim = 1 : i64, start = 0 : i64, end = 3 : i64, step = 1 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %c = edge._to_copy %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %b = edge.expand %y {size = array<i64: 2, 3>} : (tensor<1x3xf32>) -> tensor<2x3xf32>
  %s2 = edge.slice.Tensor %x {dim = 1 : i64, start = 0 : i64, end = 2 : i64, step = 1 : i64} : (tensor<2x3xf32>) -> tensor<2x2xf32>
  %h = edge._to_copy %x : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %e, %s, %c, %b, %s2, %h : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x3xf16>
}

// In a function with size symbols, types are upper bounds: equal ones need not be equal sizes, and the
// expand stays until its sizes are known.
// CHECK-LABEL: func.func @dynamic_stays
// CHECK: edge.expand
func.func @dynamic_stays(%x: tensor<4x3xf32>) -> tensor<4x3xf32> attributes {edge.symbols = [{max = 4 : i64, min = 1 : i64, name = "s0"}]} {
  %e = edge.expand %x {size = array<i64: 4, 3>} : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return %e : tensor<4x3xf32>
}

// Once edge-infer-dims has stated the sizes, an expand or a conversion whose sizes are the same expressions
// as its operand's is its operand (torch.export writes such expands before attention's products).
// CHECK-LABEL: func.func @dynamic_same_sizes
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @dynamic_same_sizes(%x: tensor<4x3xf32> {edge.dims = affine_map<()[s0] -> (s0, 3)>}) -> (tensor<4x3xf32>, tensor<4x3xf32>)
    attributes {edge.symbols = [{max = 4 : i64, min = 1 : i64, name = "s0"}]} {
  %e = edge.expand %x {edge.dims = [affine_map<()[s0] -> (s0, 3)>], size = array<i64: 4, 3>} : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %c = edge._to_copy %e {edge.dims = [affine_map<()[s0] -> (s0, 3)>]} : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return %e, %c : tensor<4x3xf32>, tensor<4x3xf32>
}
