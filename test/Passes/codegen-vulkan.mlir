// RUN: edgec-opt %s -edge-codegen-vulkan | FileCheck %s

// Two relus of the same size share one shader; a relu of another size, the mm and the CPU op do not.
// CHECK-DAG: edge.shader @unary {defines = ["OP_RELU=1", "NUMEL=128"], family = "unary", num_bindings = 2 : i64, spirv = array<i32: 119734787,
// CHECK-DAG: edge.shader @unary_0 {defines = ["OP_RELU=1", "NUMEL=100000"], family = "unary", num_bindings = 2 : i64
// CHECK-DAG: edge.shader @matmul {defines = ["M=8", "N=16", "K=16", "TILE=16", "ALPHA=1.0", "BETA=0.0", "HAS_BIAS=0"], family = "matmul", num_bindings = 3 : i64
// CHECK-NOT: edge.shader
// CHECK-LABEL: func.func @main
// CHECK: edge.relu {{.*}}edge.shader = @unary, edge.target = "vulkan", edge.workgroups = array<i64: 2, 1, 1>
// CHECK: edge.relu {{.*}}edge.shader = @unary, edge.target = "vulkan", edge.workgroups = array<i64: 2, 1, 1>
// CHECK: edge.mm {{.*}}edge.shader = @matmul, edge.target = "vulkan", edge.workgroups = array<i64: 1, 1, 1>
// CHECK: edge.relu {{.*}}edge.shader = @unary_0, edge.target = "vulkan", edge.workgroups = array<i64: 1563, 1, 1>
// CHECK: edge.relu
// CHECK-NOT: edge.shader
// CHECK-SAME: edge.target = "cpu"
func.func @main(%a: memref<8x16xf32>, %big: memref<100000xf32>) {
  %0 = memref.alloc() : memref<8x16xf32>
  edge.relu %a outs(%0) {edge.target = "vulkan"} : (memref<8x16xf32>, memref<8x16xf32>) -> ()
  %1 = memref.alloc() : memref<8x16xf32>
  edge.relu %0 outs(%1) {edge.target = "vulkan"} : (memref<8x16xf32>, memref<8x16xf32>) -> ()
  %w = memref.alloc() : memref<16x16xf32>
  %2 = memref.alloc() : memref<8x16xf32>
  edge.mm %1, %w outs(%2) {edge.target = "vulkan"} : (memref<8x16xf32>, memref<16x16xf32>, memref<8x16xf32>) -> ()
  %3 = memref.alloc() : memref<100000xf32>
  edge.relu %big outs(%3) {edge.target = "vulkan"} : (memref<100000xf32>, memref<100000xf32>) -> ()
  %4 = memref.alloc() : memref<100000xf32>
  edge.relu %3 outs(%4) {edge.target = "cpu"} : (memref<100000xf32>, memref<100000xf32>) -> ()
  return
}
