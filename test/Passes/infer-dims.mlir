// RUN: edgec-opt %s -split-input-file -edge-infer-dims -verify-diagnostics -mlir-print-local-scope | FileCheck %s

// Bindings become `edge.dims`; what no binding states follows from the ops' shape rules: broadcasting, a
// reduction, a permute, a view that merges a dynamic size into another. A matmul over the dynamic size
// has a static result: no `edge.dims`.
// CHECK-LABEL: func.func @rules
// CHECK-SAME: %arg0: tensor<8x16xf32> {edge.dims = affine_map<()[s0] -> (s0, 16)>}
// CHECK: edge.add.Tensor {{.*}}edge.dims = [affine_map<()[s0] -> (s0, 16)>]
// CHECK: edge.mean.dim {{.*}}edge.dims = [affine_map<()[s0] -> (s0, 1)>]
// CHECK: edge.permute {{.*}}edge.dims = [affine_map<()[s0] -> (16, s0)>]
// CHECK: edge.mm %{{[0-9]+}}, %{{[0-9]+}} : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
// CHECK: edge.view {{.*}}edge.dims = [affine_map<()[s0] -> (s0 * 16)>]
// CHECK-NOT: edge.bind_shape
func.func @rules(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>) -> (tensor<8x1xf32>, tensor<16x16xf32>, tensor<128xf32>)
    attributes {edge.symbols = [{name = "s0", min = 1 : i64, max = 8 : i64}]} {
  edge.bind_shape %arg0, affine_map<()[s0] -> (s0, 16)> : tensor<8x16xf32>
  %0 = edge.add.Tensor %arg0, %arg1 {alpha = 1 : i64} : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
  %1 = edge.mean.dim %0 {dim = array<i64: 1>, keepdim = true} : (tensor<8x16xf32>) -> tensor<8x1xf32>
  %2 = edge.permute %0 {dims = array<i64: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %3 = edge.mm %2, %0 : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %4 = edge.view %0 {size = array<i64: 128>} : (tensor<8x16xf32>) -> tensor<128xf32>
  return %1, %3, %4 : tensor<8x1xf32>, tensor<16x16xf32>, tensor<128xf32>
}

// -----

// A view that splits a dynamic size needs the program's binding: the upper bounds cannot say which part
// is dynamic.
func.func @split(%arg0: tensor<128xf32>, %n: tensor<8xf32>) -> tensor<8x16xf32>
    attributes {edge.symbols = [{name = "s0", min = 1 : i64, max = 8 : i64}]} {
  edge.bind_shape %n, affine_map<()[s0] -> (s0)> : tensor<8xf32>
  edge.bind_shape %arg0, affine_map<()[s0] -> (s0 * 16)> : tensor<128xf32>
  // expected-error @+1 {{'edge.view' op cannot take dynamic sizes: a view that splits a dynamic size needs a torch.bind_symbolic_shape}}
  %0 = edge.view %arg0 {size = array<i64: 8, 16>} : (tensor<128xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

// A binding whose range exceeds the static type would overrun the memory plan.
func.func @beyond(%arg0: tensor<8xf32>) -> tensor<8xf32>
    attributes {edge.symbols = [{name = "s0", min = 1 : i64, max = 8 : i64}]} {
  edge.bind_shape %arg0, affine_map<()[s0] -> (s0)> : tensor<8xf32>
  // expected-error @+1 {{size #0 (s0 + 1) ranges beyond [0, 8], the static size the memory plan allows}}
  %0 = edge.relu %arg0 : (tensor<8xf32>) -> tensor<8xf32>
  edge.bind_shape %0, affine_map<()[s0] -> (s0 + 1)> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Two ops that differ only in their dynamic sizes were merged (they look alike at the upper bounds): one op
// cannot compute both shapes.
func.func @merged(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32>
    attributes {edge.symbols = [{name = "s0", min = 1 : i64, max = 8 : i64}, {name = "s1", min = 1 : i64, max = 8 : i64}]} {
  edge.bind_shape %arg0, affine_map<()[s0, s1] -> (s0)> : tensor<8xf32>
  edge.bind_shape %arg1, affine_map<()[s0, s1] -> (s1)> : tensor<8xf32>
  %0 = edge.relu %arg0 : (tensor<8xf32>) -> tensor<8xf32>
  edge.bind_shape %0, affine_map<()[s0, s1] -> (s0)> : tensor<8xf32>
  // expected-error @+1 {{'edge.bind_shape' op binds a value already bound to another shape: ops that differ only in their dynamic sizes are not supported yet}}
  edge.bind_shape %0, affine_map<()[s0, s1] -> (s1)> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// The runtime solves each symbol from an input dimension that is exactly that symbol.
// expected-error @+1 {{dynamic size s0 is no input's dimension by itself (a derived size such as 2 * s0 is not supported yet)}}
func.func @derived(%arg0: tensor<16xf32>) -> tensor<16xf32>
    attributes {edge.symbols = [{name = "s0", min = 1 : i64, max = 8 : i64}]} {
  edge.bind_shape %arg0, affine_map<()[s0] -> (s0 * 2)> : tensor<16xf32>
  return %arg0 : tensor<16xf32>
}

// -----

// A value of dynamic shape computed at compile time would keep its upper-bound shape.
func.func @folded(%arg0: tensor<8xf32>) -> tensor<8xf32>
    attributes {edge.symbols = [{name = "s0", min = 1 : i64, max = 8 : i64}]} {
  edge.bind_shape %arg0, affine_map<()[s0] -> (s0)> : tensor<8xf32>
  // expected-error @+1 {{'edge.constant' op computes a value of dynamic shape at compile time (folded from constants): not supported yet}}
  %0 = edge.constant dense<1.0> : tensor<8xf32>
  edge.bind_shape %0, affine_map<()[s0] -> (s0)> : tensor<8xf32>
  %1 = edge.add.Tensor %arg0, %0 {alpha = 1 : i64} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// A row count found in the data needs a size symbol of its own.
func.func @nonzero_without_symbol(%x: tensor<4xf32>) -> tensor<4x1xi64> {
  // expected-error @+1 {{'edge.nonzero' op finds its row count in the data: its result needs a size symbol of its own as dim 0 (a torch.symbolic_int bound to it, as torch.export writes it)}}
  %0 = edge.nonzero %x : (tensor<4xf32>) -> tensor<4x1xi64>
  return %0 : tensor<4x1xi64>
}

// -----

// Out-variant forms are past this pass: they pass through.
// CHECK-LABEL: func.func @nonzero_out_variant
// CHECK: edge.nonzero %{{.*}} outs(%{{.*}})
func.func @nonzero_out_variant(%x: memref<4xf32>, %o: memref<4x1xi64>) {
  edge.nonzero %x outs(%o) : (memref<4xf32>, memref<4x1xi64>) -> ()
  return
}
