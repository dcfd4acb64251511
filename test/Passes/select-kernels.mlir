// RUN: edgec-opt %s -split-input-file -edge-select-kernels -mlir-print-local-scope | FileCheck %s

// Two relus of different sizes share one shader variant: sizes are push constants, never defines (and, as
// every input is read at the output's index, the variant without index arithmetic). The mm gets its own
// variant; the CPU op stays as it is. (The mm reads the first relu's result too, so the second relu is not
// that relu's epilogue.)
// CHECK-DAG: edge.shader @matmul {defines = ["HAS_BIAS=0", "GEMM=0", "SPLIT_K=0", "A_CONTIGUOUS=1", "B_CONTIGUOUS=1", "IN_TYPE=float", "LOAD(v)=CT(v)", "OUT_TYPE=float", "STORE(e)=float(e)", "CT=float", "CT_IS_FLOAT=1", "CT_LOWEST=(-1.0 / 0.0)", "SCALAR_TYPE=float"], family = "matmul", num_bindings = 3 : i64, push_constant_size = 64 : i64}
// CHECK-DAG: edge.shader @elementwise_relu_f32_f32_contiguous {defines = ["NUM_INPUTS=1", "NUM_SCALARS=0", "EXPR=x0 < 0 ? 0 : x0", "CT=float", "CT_IS_FLOAT=1", "IN0_TYPE=float", "LOAD0(v)=CT(v)", "OUT_TYPE=float", "STORE(e)=float(e)", "CONTIGUOUS"], family = "elementwise", num_bindings = 2 : i64, push_constant_size = 60 : i64}
// CHECK-NOT: edge.shader
// CHECK-LABEL: func.func @main
// A [8,16] relu is one dim of 128 elements: numel, rank 1, shape [128, 1...], offset 0, stride [1, 0...].
// CHECK: edge.dispatch @elementwise_relu_f32_f32_contiguous ins(%arg0 : memref<8x16xf32>) outs(%[[A:.*]] : memref<8x16xf32>)
// CHECK-SAME: kernel = "aten.relu.default", push_constants = array<i32: 128, 1, 128, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0>, spec_constants = array<i32: 64, 1, 1>, workgroups = array<i64: 2, 1, 1>
// CHECK: edge.dispatch @elementwise_relu_f32_f32_contiguous ins(%[[A]] : memref<8x16xf32>)
// M, N, K, alpha 1.0 (0x3F800000), beta 0, bias strides (M, N, batch), then A and B: first element, batch
// stride (none: not a batch), row and column strides; 16x16 tiles.
// CHECK: edge.dispatch @matmul ins({{.*}} : memref<8x16xf32>, memref<16x16xf32>) outs({{.*}} : memref<8x16xf32>)
// CHECK-SAME: push_constants = array<i32: 8, 16, 16, 1065353216, 0, 0, 0, 0, 0, 0, 16, 1, 0, 0, 16, 1>, spec_constants = array<i32: 16, 16, 1, 16>, workgroups = array<i64: 1, 1, 1>
// CHECK: edge.dispatch @elementwise_relu_f32_f32_contiguous ins(%arg1 : memref<100000xf32>)
// CHECK-SAME: push_constants = array<i32: 100000, 1, 100000, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0>{{.*}}workgroups = array<i64: 1563, 1, 1>
// CHECK: edge.relu {{.*}}edge.target = "cpu"
func.func @main(%a: memref<8x16xf32>, %big: memref<100000xf32>) {
  %0 = memref.alloc() : memref<8x16xf32>
  edge.relu %a outs(%0) {edge.target = "vulkan"} : (memref<8x16xf32>, memref<8x16xf32>) -> ()
  %1 = memref.alloc() : memref<8x16xf32>
  edge.relu %0 outs(%1) {edge.target = "vulkan"} : (memref<8x16xf32>, memref<8x16xf32>) -> ()
  %w = memref.alloc() : memref<16x16xf32>
  %2 = memref.alloc() : memref<8x16xf32>
  edge.mm %0, %w outs(%2) {edge.target = "vulkan"} : (memref<8x16xf32>, memref<16x16xf32>, memref<8x16xf32>) -> ()
  %3 = memref.alloc() : memref<100000xf32>
  edge.relu %big outs(%3) {edge.target = "vulkan"} : (memref<100000xf32>, memref<100000xf32>) -> ()
  %4 = memref.alloc() : memref<100000xf32>
  edge.relu %3 outs(%4) {edge.target = "cpu"} : (memref<100000xf32>, memref<100000xf32>) -> ()
  return
}

// -----

// Broadcasting: [2,3,4,5] + alpha * [3,1,5]. Dims merge only where every operand reads them as one: a's
// strides [60, 20, 5, 1] would merge, b's [0, 5, 0, 1] alternate with broadcast dims, so all four dims
// stay. alpha 2.0 is 0x40000000.
// CHECK-LABEL: func.func @broadcast
// CHECK: edge.dispatch @elementwise_add_tensor_f32_f32_f32 ins(%arg0, %arg1 : memref<2x3x4x5xf32>, memref<3x1x5xf32>)
// CHECK-SAME: push_constants = array<i32: 1073741824, 120, 4, 2, 3, 4, 5, 1, 1, 0, 0, 60, 20, 5, 1, 0, 0, 0, 5, 0, 1, 0, 0>
func.func @broadcast(%a: memref<2x3x4x5xf32>, %b: memref<3x1x5xf32>) {
  %0 = memref.alloc() : memref<2x3x4x5xf32>
  edge.add.Tensor %a, %b outs(%0) {alpha = 2.0 : f64, edge.target = "vulkan"} : (memref<2x3x4x5xf32>, memref<3x1x5xf32>, memref<2x3x4x5xf32>) -> ()
  return
}

// -----

// A row broadcast [4,1] * [4,8]: the size-1 dim vanishes from the index arithmetic, and a bias over the
// last dim ([8]) merges nothing either. A permute is a strided copy: [2,3,4] -> dims (2,0,1) reads the
// input with strides [1, 12, 4], and its last two dims merge: [4, 6] with strides [1, 4].
// CHECK-LABEL: func.func @views
// CHECK: edge.dispatch @elementwise_mul_tensor_f32_f32_f32 ins(%arg0, %arg1 : memref<4x1xf32>, memref<4x8xf32>)
// CHECK-SAME: push_constants = array<i32: 32, 2, 4, 8, 1, 1, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 8, 1, 0, 0, 0, 0>
// CHECK: edge.dispatch @elementwise_copy_f32_f32 ins(%arg2 : memref<2x3x4xf32>)
// CHECK-SAME: push_constants = array<i32: 24, 2, 4, 6, 1, 1, 1, 1, 0, 1, 4, 0, 0, 0, 0>
func.func @views(%a: memref<4x1xf32>, %b: memref<4x8xf32>, %c: memref<2x3x4xf32>) {
  %0 = memref.alloc() : memref<4x8xf32>
  edge.mul.Tensor %a, %b outs(%0) {edge.target = "vulkan"} : (memref<4x1xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
  %1 = memref.alloc() : memref<4x2x3xf32>
  edge.permute %c outs(%1) {dims = array<i64: 2, 0, 1>, edge.target = "vulkan"} : (memref<2x3x4xf32>, memref<4x2x3xf32>) -> ()
  return
}

// -----

// A slice read only by Vulkan elementwise ops costs no copy: they read its source through its layout (rows
// 1 and 2 of [4,6]: offset 6, and the two dims merge into one of 12). A slice the function returns is copied
// (every other column: the dims merge too, stride 2).
// CHECK-LABEL: func.func @folded_view
// CHECK-NEXT: memref.alloc() : memref<2x6xf32>
// CHECK-NEXT: edge.dispatch @elementwise_relu_f32_f32 ins(%arg0 : memref<4x6xf32>)
// CHECK-SAME: push_constants = array<i32: 12, 1, 12, 1, 1, 1, 1, 1, 6, 1, 0, 0, 0, 0, 0>
// CHECK: edge.dispatch @elementwise_copy_f32_f32 ins(%arg0 : memref<4x6xf32>)
// CHECK-SAME: push_constants = array<i32: 12, 1, 12, 1, 1, 1, 1, 1, 0, 2, 0, 0, 0, 0, 0>
func.func @folded_view(%a: memref<4x6xf32>) -> (memref<2x6xf32>, memref<4x3xf32>) {
  %0 = memref.alloc() : memref<2x6xf32>
  edge.slice.Tensor %a outs(%0) {dim = 0 : i64, start = 1 : i64, end = 3 : i64, step = 1 : i64, edge.target = "vulkan"} : (memref<4x6xf32>, memref<2x6xf32>) -> ()
  %1 = memref.alloc() : memref<2x6xf32>
  edge.relu %0 outs(%1) {edge.target = "vulkan"} : (memref<2x6xf32>, memref<2x6xf32>) -> ()
  %2 = memref.alloc() : memref<4x3xf32>
  edge.slice.Tensor %a outs(%2) {dim = 1 : i64, start = 0 : i64, end = 6 : i64, step = 2 : i64, edge.target = "vulkan"} : (memref<4x6xf32>, memref<4x3xf32>) -> ()
  return %1, %2 : memref<2x6xf32>, memref<4x3xf32>
}

// -----

// Dynamic shapes: sizes that depend on a symbol are written at their upper bound and listed with their
// expressions; workgroup counts too. An [s0,16] relu is one dim of s0 * 16 elements; the mm's M is s0.
// CHECK-LABEL: func.func @dynamic
// CHECK: edge.dispatch @elementwise_relu_f32_f32_contiguous
// CHECK-SAME: dynamic_push_indices = array<i32: 0, 2>, dynamic_push_values = affine_map<()[s0] -> (s0 * 16, s0 * 16)>, dynamic_workgroups = affine_map<()[s0] -> ((s0 * 16) ceildiv 64, 1, 1)>
// CHECK-SAME: push_constants = array<i32: 128, 1, 128, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0>
// CHECK-SAME: workgroups = array<i64: 2, 1, 1>
// CHECK: edge.dispatch @matmul
// CHECK-SAME: dynamic_push_indices = array<i32: 0>, dynamic_push_values = affine_map<()[s0] -> (s0)>, dynamic_workgroups = affine_map<()[s0] -> (1, s0 ceildiv 16, 1)>
// CHECK-SAME: push_constants = array<i32: 8, 16, 16, 1065353216, 0, 0, 0, 0, 0, 0, 16, 1, 0, 0, 16, 1>
func.func @dynamic(%a: memref<8x16xf32> {edge.dims = affine_map<()[s0] -> (s0, 16)>})
    attributes {edge.symbols = [{name = "s0", min = 1 : i64, max = 8 : i64}]} {
  %0 = memref.alloc() {edge.dims = [affine_map<()[s0] -> (s0, 16)>]} : memref<8x16xf32>
  edge.relu %a outs(%0) {edge.target = "vulkan"} : (memref<8x16xf32>, memref<8x16xf32>) -> ()
  %w = memref.alloc() : memref<16x16xf32>
  %1 = memref.alloc() {edge.dims = [affine_map<()[s0] -> (s0, 16)>]} : memref<8x16xf32>
  edge.mm %0, %w outs(%1) {edge.target = "vulkan"} : (memref<8x16xf32>, memref<16x16xf32>, memref<8x16xf32>) -> ()
  return
}

// -----

// Attention's products over batch x heads: queries and keys permuted from [batch, tokens, heads, dims] and
// viewed as [batch * heads, ...], which no one batch stride steps through (head h of batch b is at
// b * 96 + h * 8), the keys scaled. The bmm reads both in place, its batch in two terms (A_BATCH_SPLIT,
// B_BATCH_SPLIT: 4 heads, batch stride 96), the scale as its alpha (0.5): one dispatch, no copies.
// CHECK-LABEL: func.func @batch_split
// CHECK-NOT: edge.dispatch @elementwise
// CHECK: edge.dispatch @matmul_asplit_bsplit ins(%arg0, %arg1 : memref<2x3x4x8xf32>, memref<2x3x4x8xf32>)
// CHECK-SAME: push_constants = array<i32: 3, 3, 8, 1056964608, 0, 0, 0, 0, 0, 8, 32, 1, 0, 8, 1, 32, 4, 96, 4, 96>
// CHECK-NOT: edge.dispatch
func.func @batch_split(%q: memref<2x3x4x8xf32>, %k: memref<2x3x4x8xf32>) -> memref<8x3x3xf32> {
  %0 = memref.alloc() : memref<2x4x3x8xf32>
  edge.permute %q outs(%0) {dims = array<i64: 0, 2, 1, 3>, edge.target = "vulkan"} : (memref<2x3x4x8xf32>, memref<2x4x3x8xf32>) -> ()
  %1 = memref.alloc() : memref<2x4x8x3xf32>
  edge.permute %k outs(%1) {dims = array<i64: 0, 2, 3, 1>, edge.target = "vulkan"} : (memref<2x3x4x8xf32>, memref<2x4x8x3xf32>) -> ()
  %2 = memref.alloc() : memref<2x4x8x3xf32>
  edge.mul.Scalar %1 outs(%2) {other = 5.000000e-01 : f64, edge.target = "vulkan"} : (memref<2x4x8x3xf32>, memref<2x4x8x3xf32>) -> ()
  %a = memref.reinterpret_cast %0 to offset: [0], sizes: [8, 3, 8], strides: [24, 8, 1] : memref<2x4x3x8xf32> to memref<8x3x8xf32>
  %b = memref.reinterpret_cast %2 to offset: [0], sizes: [8, 8, 3], strides: [24, 3, 1] : memref<2x4x8x3xf32> to memref<8x8x3xf32>
  %3 = memref.alloc() : memref<8x3x3xf32>
  edge.bmm %a, %b outs(%3) {edge.target = "vulkan"} : (memref<8x3x8xf32>, memref<8x8x3xf32>, memref<8x3x3xf32>) -> ()
  return %3 : memref<8x3x3xf32>
}

// -----

// A size as a float op's Scalar (x / s0): its push constant is the size's integer word, evaluated at run time,
// which the variant converts (LOAD_s0); an integer op reads the word as it is.
// CHECK-LABEL: edge.shader @elementwise_div_scalar_f32_f32_contiguous_s0size
// CHECK-SAME: "LOAD_s0=CT(floatBitsToInt(p.s0))"
// CHECK-LABEL: func.func @size_scalar
// CHECK: edge.dispatch @elementwise_div_scalar_f32_f32_contiguous_s0size
// CHECK-SAME: dynamic_push_indices = array<i32: 0, 1, 3>, dynamic_push_values = affine_map<()[s0] -> (s0, s0 * 4, s0 * 4)>
// CHECK-SAME: push_constants = array<i32: 8, 32, 1, 32,
// CHECK: edge.dispatch @elementwise_lt_scalar_i64_bool_contiguous ins
// CHECK-SAME: dynamic_push_indices = array<i32: 0, 2, 4>
// CHECK-SAME: push_constants = array<i32: 8, 0, 32, 1, 32,
func.func @size_scalar(%a: memref<8x4xf32> {edge.dims = affine_map<()[s0] -> (s0, 4)>}, %b: memref<8x4xi64> {edge.dims = affine_map<()[s0] -> (s0, 4)>})
    attributes {edge.symbols = [{name = "s0", min = 1 : i64, max = 8 : i64}]} {
  %0 = memref.alloc() {edge.dims = [affine_map<()[s0] -> (s0, 4)>]} : memref<8x4xf32>
  edge.div.Scalar %a outs(%0) {other = 8 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, edge.target = "vulkan"} : (memref<8x4xf32>, memref<8x4xf32>) -> ()
  %1 = memref.alloc() {edge.dims = [affine_map<()[s0] -> (s0, 4)>]} : memref<8x4xi1>
  edge.lt.Scalar %b outs(%1) {other = 8 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, edge.target = "vulkan"} : (memref<8x4xi64>, memref<8x4xi1>) -> ()
  return
}

// -----

// A causal mask read back from its bound through slices, as a product's bias (baddbmm): the product reads the
// mask in place, its rows 5 apart (biasStrideM 5, biasStrideN 1, biasStrideBatch 0: the same for every head).
// A slice that does not start at the first element is copied first (the bias has no offset).
// CHECK-LABEL: func.func @folded_bias
// CHECK: edge.dispatch @matmul_bias ins(%arg2, %arg0, %arg1 : memref<5x5xf32>, memref<4x3x8xf32>, memref<4x8x3xf32>)
// CHECK-SAME: push_constants = array<i32: 3, 3, 8, 1065353216, 1065353216, 5, 1, 0,
// CHECK: edge.dispatch @elementwise_copy_f32_f32 ins(%arg2 : memref<5x5xf32>)
// CHECK: edge.dispatch @matmul_bias ins(%{{.*}}, %arg0, %arg1 : memref<3x3xf32>, memref<4x3x8xf32>, memref<4x8x3xf32>)
func.func @folded_bias(%a: memref<4x3x8xf32>, %b: memref<4x8x3xf32>, %mask: memref<5x5xf32>) -> (memref<4x3x3xf32>, memref<4x3x3xf32>) {
  %0 = memref.alloc() : memref<3x5xf32>
  edge.slice.Tensor %mask outs(%0) {dim = 0 : i64, start = 0 : i64, end = 3 : i64, step = 1 : i64, edge.target = "vulkan"} : (memref<5x5xf32>, memref<3x5xf32>) -> ()
  %1 = memref.alloc() : memref<3x3xf32>
  edge.slice.Tensor %0 outs(%1) {dim = 1 : i64, start = 0 : i64, end = 3 : i64, step = 1 : i64, edge.target = "vulkan"} : (memref<3x5xf32>, memref<3x3xf32>) -> ()
  %2 = memref.alloc() : memref<4x3x3xf32>
  edge.baddbmm %1, %a, %b outs(%2) {alpha = 1 : i64, beta = 1 : i64, edge.target = "vulkan"} : (memref<3x3xf32>, memref<4x3x8xf32>, memref<4x8x3xf32>, memref<4x3x3xf32>) -> ()
  %3 = memref.alloc() : memref<3x3xf32>
  edge.slice.Tensor %0 outs(%3) {dim = 1 : i64, start = 1 : i64, end = 4 : i64, step = 1 : i64, edge.target = "vulkan"} : (memref<3x5xf32>, memref<3x3xf32>) -> ()
  %4 = memref.alloc() : memref<4x3x3xf32>
  edge.baddbmm %3, %a, %b outs(%4) {alpha = 1 : i64, beta = 1 : i64, edge.target = "vulkan"} : (memref<3x3xf32>, memref<4x3x8xf32>, memref<4x8x3xf32>, memref<4x3x3xf32>) -> ()
  return %2, %4 : memref<4x3x3xf32>, memref<4x3x3xf32>
}
