// RUN: edgec-opt %s -split-input-file -edge-fold-constants -mlir-print-local-scope | FileCheck %s
// RUN: edgec-opt %s -split-input-file -edge-fold-constants | FileCheck %s --check-prefix=BYTES

// A dynamic program's causal mask from an arange to its size: each step's values depend only on their
// indices, so the mask is evaluated at the upper bound (4) and read back by a slice per dynamic dim, each
// bound to its sizes. An op reading a value computed at run time (%x) stays.
// CHECK-LABEL: func.func @causal_mask
// BYTES-LABEL: func.func @causal_mask
// BYTES: edge.constant dense_resource<[[MASK:.*]]> : tensor<4x4xi1>
// BYTES: [[MASK]]: "0x0800000001000000010100000101010001010101"
// CHECK: %[[C:.*]] = edge.constant dense_resource<{{.*}}> : tensor<4x4xi1>
// CHECK: %[[R:.*]] = edge.slice.Tensor %[[C]] {dim = 0 : i64, end = 4 : i64, start = 0 : i64, step = 1 : i64}
// CHECK-NEXT: edge.bind_shape %[[R]], affine_map<()[s0] -> (s0, 4)>
// CHECK-NEXT: %[[RC:.*]] = edge.slice.Tensor %[[R]] {dim = 1 : i64, end = 4 : i64, start = 0 : i64, step = 1 : i64}
// CHECK-NEXT: edge.bind_shape %[[RC]], affine_map<()[s0] -> (s0, s0)>
// CHECK-NEXT: %[[M:.*]] = edge.logical_and %[[RC]], %arg0
// CHECK-NOT: edge.le.Tensor
func.func @causal_mask(%x: tensor<4x4xi1>) -> tensor<4x4xi1>
    attributes {edge.symbols = [{name = "t", min = 1 : i64, max = 4 : i64}]} {
  edge.bind_shape %x, affine_map<()[s0] -> (s0, s0)> : tensor<4x4xi1>
  %ids = edge.constant dense<[0, 1, 2, 3]> : tensor<4xi64>
  %pos = edge.view %ids {size = array<i64: 4>} : (tensor<4xi64>) -> tensor<4xi64>
  edge.bind_shape %pos, affine_map<()[s0] -> (s0)> : tensor<4xi64>
  %row = edge.unsqueeze %pos {dim = 1 : i64} : (tensor<4xi64>) -> tensor<4x1xi64>
  edge.bind_shape %row, affine_map<()[s0] -> (s0, 1)> : tensor<4x1xi64>
  %col = edge.unsqueeze %pos {dim = 0 : i64} : (tensor<4xi64>) -> tensor<1x4xi64>
  edge.bind_shape %col, affine_map<()[s0] -> (1, s0)> : tensor<1x4xi64>
  %le = edge.le.Tensor %col, %row : (tensor<1x4xi64>, tensor<4x1xi64>) -> tensor<4x4xi1>
  edge.bind_shape %le, affine_map<()[s0] -> (s0, s0)> : tensor<4x4xi1>
  %m = edge.logical_and %le, %x : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
  edge.bind_shape %m, affine_map<()[s0] -> (s0, s0)> : tensor<4x4xi1>
  return %m : tensor<4x4xi1>
}

// -----

// A size-only value whose operand would broadcast differently at run time than at the bound is not folded:
// here %a's dim is the symbol while the result's is a constant.
// CHECK-LABEL: func.func @not_index_only
// CHECK: edge.add.Tensor
func.func @not_index_only() -> tensor<4x4xi64>
    attributes {edge.symbols = [{name = "t", min = 1 : i64, max = 4 : i64}]} {
  %ids = edge.constant dense<[0, 1, 2, 3]> : tensor<4xi64>
  %a = edge.view %ids {size = array<i64: 4>} : (tensor<4xi64>) -> tensor<4xi64>
  edge.bind_shape %a, affine_map<()[s0] -> (s0)> : tensor<4xi64>
  %b = edge.constant dense<1> : tensor<4x4xi64>
  %r = edge.add.Tensor %a, %b {alpha = 1 : i64} : (tensor<4xi64>, tensor<4x4xi64>) -> tensor<4x4xi64>
  edge.bind_shape %r, affine_map<()[s0] -> (s0 + 0, 4)> : tensor<4x4xi64>
  return %r : tensor<4x4xi64>
}
