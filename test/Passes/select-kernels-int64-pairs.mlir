// RUN: edgec-opt %s -split-input-file -edge-select-kernels=vulkan-features=all,-shaderInt64 -mlir-print-local-scope | FileCheck %s
// RUN: edgec-opt %s -split-input-file -edge-select-kernels -mlir-print-local-scope | FileCheck %s --check-prefix=NATIVE

// For a target without shaderInt64, int64 buffers hold I64 word pairs (shaders/int64_pairs.glsl): the
// registry's expression is rewritten into I64 functions, Scalars are pushed as two words, and conversions
// to and from int64 go through the pairs' own functions. With shaderInt64 the same ops compute in int64_t.
// CHECK-DAG: edge.shader @elementwise_add_tensor_i64_i64_i64_pairs_contiguous {defines = ["NUM_INPUTS=2", "NUM_SCALARS=1", "EXPR=i64Add(x0, i64Mul(s0, x1))", "CT=I64", "CT_IS_FLOAT=0", "CT_PAIRS", "IN0_TYPE=I64", "LOAD0(v)=v", "IN1_TYPE=I64", "LOAD1(v)=v", "OUT_TYPE=I64", "STORE(e)=e", "INT64_PAIRS", "CONTIGUOUS"]
// CHECK-DAG: edge.shader @elementwise__to_copy_i64_f32_pairs_contiguous {defines = ["NUM_INPUTS=1", "NUM_SCALARS=0", "EXPR=x0", "CT=I64", "CT_IS_FLOAT=0", "CT_PAIRS", "IN0_TYPE=I64", "LOAD0(v)=v", "OUT_TYPE=float", "STORE(e)=i64ToFloat(e)", "INT64_PAIRS", "CONTIGUOUS"]
// CHECK-DAG: edge.shader @elementwise__to_copy_f32_i64_pairs_contiguous {defines = ["NUM_INPUTS=1", "NUM_SCALARS=0", "EXPR=x0", "CT=float", "CT_IS_FLOAT=1", "IN0_TYPE=float", "LOAD0(v)=CT(v)", "OUT_TYPE=I64", "STORE(e)=i64FromFloat(float(e))", "INT64_PAIRS", "CONTIGUOUS"]
// CHECK-DAG: edge.shader @embedding_i64 {defines = ["INDEX_TYPE=I64", "INDEX_PAIRS", "INT64_PAIRS", "IN_TYPE=float", {{.*}}"CT=float"
// CHECK-DAG: edge.shader @reduce_sum_bool_i64 {defines = ["OP_SUM", "IN_TYPE=uint8_t", "LOAD(v)=i64(int(v))", "OUT_TYPE=I64", "STORE(e)=e", "CT=I64", "CT_IS_FLOAT=0", "CT_PAIRS", "INT64_PAIRS", "CT_LOWEST=I64(0u, 0x80000000u)"]
// NATIVE-DAG: edge.shader @elementwise_add_tensor_i64_i64_i64_contiguous {defines = ["NUM_INPUTS=2", "NUM_SCALARS=1", "EXPR=x0 + s0 * x1", "CT=int64_t", "CT_IS_FLOAT=0", "IN0_TYPE=int64_t"
// NATIVE-DAG: edge.shader @embedding_i64 {defines = ["INDEX_TYPE=int64_t", "IN_TYPE=float"
// NATIVE-NOT: INT64_PAIRS
// CHECK-LABEL: func.func @main
// alpha 3 as two words, low first.
// CHECK: edge.dispatch @elementwise_add_tensor_i64_i64_i64_pairs_contiguous {{.*}}push_constants = array<i32: 3, 0, 12,
// CHECK: edge.dispatch @elementwise__to_copy_i64_f32_pairs_contiguous
// CHECK: edge.dispatch @elementwise__to_copy_f32_i64_pairs_contiguous
// CHECK: edge.dispatch @embedding_i64
// CHECK: edge.dispatch @reduce_sum_bool_i64
func.func @main(%a: memref<3x4xi64>, %b: memref<3x4xi64>, %w: memref<10x5xf32>, %m: memref<3x4xi1>) {
  %0 = memref.alloc() : memref<3x4xi64>
  edge.add.Tensor %a, %b outs(%0) {alpha = 3 : i64, edge.target = "vulkan"} : (memref<3x4xi64>, memref<3x4xi64>, memref<3x4xi64>) -> ()
  %1 = memref.alloc() : memref<3x4xf32>
  edge._to_copy %0 outs(%1) {edge.target = "vulkan"} : (memref<3x4xi64>, memref<3x4xf32>) -> ()
  %2 = memref.alloc() : memref<3x4xi64>
  edge._to_copy %1 outs(%2) {edge.target = "vulkan"} : (memref<3x4xf32>, memref<3x4xi64>) -> ()
  %3 = memref.alloc() : memref<3x4x5xf32>
  edge.embedding %w, %2 outs(%3) {padding_idx = -1 : i64, scale_grad_by_freq = false, sparse = false, edge.target = "vulkan"} : (memref<10x5xf32>, memref<3x4xi64>, memref<3x4x5xf32>) -> ()
  %4 = memref.alloc() : memref<3xi64>
  edge.sum.dim_IntList %m outs(%4) {dim = array<i64: 1>, keepdim = false, edge.target = "vulkan"} : (memref<3x4xi1>, memref<3xi64>) -> ()
  return
}
