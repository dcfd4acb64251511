// RUN: edgec-opt %s -split-input-file -edge-bias-into-products -mlir-print-local-scope | FileCheck %s

// A product whose batch and rows a view merges, plus a bias along its columns: baddbmm with the bias, then the
// view (the bias is the same for every row either way).
// CHECK-LABEL: func.func @linear_bias
// CHECK: %[[P:.*]] = edge.baddbmm %arg2, %arg0, %arg1 {alpha = 1 : i64, beta = 1 : i64, edge.dims = [affine_map<()[s0] -> (s0, 4, 32)>]}
// CHECK-NEXT: %[[V:.*]] = edge.view %[[P]] {edge.dims = [affine_map<()[s0] -> (s0 * 4, 32)>], size = array<i64: 32, 32>}
// CHECK-NEXT: return %[[V]]
func.func @linear_bias(%a: tensor<8x4x8xf32> {edge.dims = affine_map<()[s0] -> (s0, 4, 8)>},
                       %b: tensor<8x8x32xf32> {edge.dims = affine_map<()[s0] -> (s0, 8, 32)>}, %bias: tensor<32xf32>)
    -> tensor<32x32xf32> attributes {edge.symbols = [{name = "batch", min = 1 : i64, max = 8 : i64}]} {
  %0 = edge.bmm %a, %b {edge.dims = [affine_map<()[s0] -> (s0, 4, 32)>]} : (tensor<8x4x8xf32>, tensor<8x8x32xf32>) -> tensor<8x4x32xf32>
  %1 = edge.view %0 {edge.dims = [affine_map<()[s0] -> (s0 * 4, 32)>], size = array<i64: 32, 32>} : (tensor<8x4x32xf32>) -> tensor<32x32xf32>
  %2 = edge.add.Tensor %1, %bias {alpha = 1 : i64, edge.dims = [affine_map<()[s0] -> (s0 * 4, 32)>]} : (tensor<32x32xf32>, tensor<32xf32>) -> tensor<32x32xf32>
  return %2 : tensor<32x32xf32>
}

// -----

// Attention's mask over a dynamic number of tokens, added to the scores of every head ([1, heads, t, t] plus
// [t, t]): the mask is the product's bias, broadcast over the batch of heads. The same with a mask per head
// ([1, 4, t, t]): viewed as the product's [4, t, t].
// CHECK-LABEL: func.func @masks
// CHECK: %[[P:.*]] = edge.baddbmm %arg2, %arg0, %arg1 {alpha = 1 : i64, beta = 1 : i64, edge.dims = [affine_map<()[s0] -> (4, s0, s0)>]}
// CHECK-NEXT: edge.view %[[P]] {edge.dims = [affine_map<()[s0] -> (1, 4, s0, s0)>], size = array<i64: 1, 4, 16, 16>}
// CHECK: %[[M:.*]] = edge.view %arg3 {edge.dims = [affine_map<()[s0] -> (4, s0, s0)>], size = array<i64: 4, 16, 16>}
// CHECK-NEXT: %[[Q:.*]] = edge.baddbmm %[[M]], %arg0, %arg1
// CHECK-NEXT: edge.view %[[Q]]
// CHECK-NOT: edge.add.Tensor
func.func @masks(%q: tensor<4x16x8xf32> {edge.dims = affine_map<()[s0] -> (4, s0, 8)>},
                 %k: tensor<4x8x16xf32> {edge.dims = affine_map<()[s0] -> (4, 8, s0)>},
                 %mask: tensor<16x16xf32> {edge.dims = affine_map<()[s0] -> (s0, s0)>},
                 %heads: tensor<1x4x16x16xf32> {edge.dims = affine_map<()[s0] -> (1, 4, s0, s0)>})
    -> (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) attributes {edge.symbols = [{name = "t", min = 1 : i64, max = 16 : i64}]} {
  %0 = edge.bmm %q, %k {edge.dims = [affine_map<()[s0] -> (4, s0, s0)>]} : (tensor<4x16x8xf32>, tensor<4x8x16xf32>) -> tensor<4x16x16xf32>
  %1 = edge.view %0 {edge.dims = [affine_map<()[s0] -> (1, 4, s0, s0)>], size = array<i64: 1, 4, 16, 16>} : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %2 = edge.add.Tensor %1, %mask {alpha = 1 : i64, edge.dims = [affine_map<()[s0] -> (1, 4, s0, s0)>]} : (tensor<1x4x16x16xf32>, tensor<16x16xf32>) -> tensor<1x4x16x16xf32>
  %3 = edge.bmm %q, %k {edge.dims = [affine_map<()[s0] -> (4, s0, s0)>]} : (tensor<4x16x8xf32>, tensor<4x8x16xf32>) -> tensor<4x16x16xf32>
  %4 = edge.view %3 {edge.dims = [affine_map<()[s0] -> (1, 4, s0, s0)>], size = array<i64: 1, 4, 16, 16>} : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %5 = edge.add.Tensor %heads, %4 {alpha = 1 : i64, edge.dims = [affine_map<()[s0] -> (1, 4, s0, s0)>]} : (tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  return %2, %5 : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>
}

// -----

// mm with a bias as the add's self, scaled by alpha 2: the bias plus 2 x the product, addmm's alpha. Not
// taken: a bias whose leading dims are neither all 1 nor the sum's ([3, 6] into [2, 3, 6]), a product read
// twice, a bias that enlarges the sum ([6, 1] + [6, 8]).
// CHECK-LABEL: func.func @others
// CHECK: edge.addmm %arg1, %arg0, %arg0 {alpha = 2 : i64, beta = 1 : i64}
// CHECK: edge.mm
// CHECK-NEXT: edge.view
// CHECK-NEXT: edge.add.Tensor
// CHECK: edge.mm
// CHECK-NEXT: edge.add.Tensor
// CHECK-NEXT: edge.mul.Tensor
// CHECK: edge.mm
// CHECK-NEXT: edge.add.Tensor
func.func @others(%m: tensor<6x6xf32>, %row: tensor<6xf32>, %part: tensor<3x6xf32>, %col: tensor<6x1xf32>, %n: tensor<6x1xf32>, %w1: tensor<1x1xf32>, %big: tensor<6x8xf32>)
    -> (tensor<6x6xf32>, tensor<2x3x6xf32>, tensor<6x6xf32>, tensor<6x8xf32>) {
  %0 = edge.mm %m, %m : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
  %1 = edge.add.Tensor %row, %0 {alpha = 2 : i64} : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
  %2 = edge.mm %m, %m : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
  %3 = edge.view %2 {size = array<i64: 2, 3, 6>} : (tensor<6x6xf32>) -> tensor<2x3x6xf32>
  %4 = edge.add.Tensor %3, %part {alpha = 1 : i64} : (tensor<2x3x6xf32>, tensor<3x6xf32>) -> tensor<2x3x6xf32>
  %5 = edge.mm %m, %m : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
  %6 = edge.add.Tensor %5, %col {alpha = 1 : i64} : (tensor<6x6xf32>, tensor<6x1xf32>) -> tensor<6x6xf32>
  %7 = edge.mul.Tensor %6, %5 : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
  %8 = edge.mm %n, %w1 : (tensor<6x1xf32>, tensor<1x1xf32>) -> tensor<6x1xf32>
  %9 = edge.add.Tensor %8, %big {alpha = 1 : i64} : (tensor<6x1xf32>, tensor<6x8xf32>) -> tensor<6x8xf32>
  return %1, %4, %7, %9 : tensor<6x6xf32>, tensor<2x3x6xf32>, tensor<6x6xf32>, tensor<6x8xf32>
}
