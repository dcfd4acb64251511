// RUN: edgec-opt %s -split-input-file -edge-hoist-prologue -mlir-print-local-scope | FileCheck %s
// RUN: edgec-opt %s -split-input-file -edge-hoist-prologue -edge-partition -mlir-print-local-scope | FileCheck %s --check-prefix=PART

// A size as a zero-dim tensor (a constant plus the size) and positions viewed from a constant at their bound:
// both depend on the size alone, so they move first, with the constants they read; the ops on the input stay
// in order after them. The partitioner gives the prologue a partition of its own.
// CHECK-LABEL: func.func @sizes_first
// CHECK-NEXT: %[[IOTA:.*]] = edge.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]>
// CHECK-NEXT: %[[ZERO:.*]] = edge.constant dense<0>
// CHECK-NEXT: %[[POS:.*]] = edge.view %[[IOTA]]
// CHECK-NEXT: %[[T:.*]] = edge.add.Scalar %[[ZERO]] {alpha = 1 : i64, edge.prologue, edge.run_time_params
// CHECK-NEXT: %[[MASK:.*]] = edge.eq.Scalar %arg0
// CHECK-NEXT: edge.where.self %[[MASK]], %[[POS]], %[[T]]
// CHECK-NOT: edge.prologue
// PART-LABEL: func.func @sizes_first
// PART: edge.add.Scalar {{.*}}edge.partition = 0 : i64, edge.prologue
// PART: edge.eq.Scalar {{.*}}edge.partition = 1 : i64
// PART: edge.where.self {{.*}}edge.partition = 1 : i64
func.func @sizes_first(%x: tensor<3x8xi64> {edge.dims = affine_map<()[s0] -> (3, s0)>}) -> tensor<3x8xi64>
    attributes {edge.symbols = [{max = 8 : i64, min = 1 : i64, name = "tokens"}]} {
  %mask = edge.eq.Scalar %x {edge.dims = [affine_map<()[s0] -> (3, s0)>], other = 0 : i64} : (tensor<3x8xi64>) -> tensor<3x8xi1>
  %zero = edge.constant dense<0> : tensor<i64>
  %iota = edge.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
  %pos = edge.view %iota {edge.dims = [affine_map<()[s0] -> (s0)>], size = array<i64: 8>} : (tensor<8xi64>) -> tensor<8xi64>
  %t = edge.add.Scalar %zero {alpha = 1 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, other = 8 : i64} : (tensor<i64>) -> tensor<i64>
  %r = edge.where.self %mask, %pos, %t {edge.dims = [affine_map<()[s0] -> (3, s0)>]} : (tensor<3x8xi1>, tensor<8xi64>, tensor<i64>) -> tensor<3x8xi64>
  return %r : tensor<3x8xi64>
}

// -----

// What writes a value the function returns (here through a view) stays at every execute: the caller may bind an
// output to other memory between executes. What it reads may still move first.
// CHECK-LABEL: func.func @returned
// CHECK: %[[A:.*]] = edge.add.Scalar %{{.*}} {alpha = 1 : i64, edge.prologue
// CHECK: %[[B:.*]] = edge.mul.Scalar %[[A]]
// CHECK-NOT: edge.prologue
// CHECK: return
func.func @returned(%x: tensor<8xf32> {edge.dims = affine_map<()[s0] -> (s0)>}) -> (tensor<1xi64>, tensor<8xf32>)
    attributes {edge.symbols = [{max = 8 : i64, min = 1 : i64, name = "tokens"}]} {
  %y = edge.relu %x {edge.dims = [affine_map<()[s0] -> (s0)>]} : (tensor<8xf32>) -> tensor<8xf32>
  %zero = edge.constant dense<0> : tensor<i64>
  %a = edge.add.Scalar %zero {alpha = 1 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, other = 8 : i64} : (tensor<i64>) -> tensor<i64>
  %b = edge.mul.Scalar %a {other = 2 : i64} : (tensor<i64>) -> tensor<i64>
  %v = edge.view %b {size = array<i64: 1>} : (tensor<i64>) -> tensor<1xi64>
  return %v, %y : tensor<1xi64>, tensor<8xf32>
}

// -----

// A row count found in the data sizes what follows it: nothing moves ahead of it.
// CHECK-LABEL: func.func @rows_in_data
// CHECK-NOT: edge.prologue
// CHECK: return
func.func @rows_in_data(%x: tensor<8xf32>) -> (tensor<8x1xi64>, tensor<i64>)
    attributes {edge.symbols = [{max = 8 : i64, min = 0 : i64, name = "rows"}]} {
  %rows = edge.nonzero %x {edge.dims = [affine_map<()[s0] -> (s0, 1)>]} : (tensor<8xf32>) -> tensor<8x1xi64>
  %zero = edge.constant dense<0> : tensor<i64>
  %a = edge.add.Scalar %zero {alpha = 1 : i64, other = 3 : i64} : (tensor<i64>) -> tensor<i64>
  %b = edge.mul.Scalar %a {other = 2 : i64} : (tensor<i64>) -> tensor<i64>
  return %rows, %b : tensor<8x1xi64>, tensor<i64>
}
