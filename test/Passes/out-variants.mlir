// RUN: edgec-opt %s -edge-out-variants | FileCheck %s

// Every kernel writes into a memref.alloc passed as `outs`; views alias their source; constants become
// memref.global constants.
// CHECK: memref.global "private" constant @__constant : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[A:.*]]: memref<2x4xf32>) -> memref<4x2xf32>
// CHECK: %[[C:.*]] = memref.get_global @__constant : memref<4xf32>
// CHECK: %[[O0:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK: edge.add.Tensor %[[A]], %[[C]] outs(%[[O0]]) {alpha = 1.000000e+00 : f64, edge.target = "cpu"} : (memref<2x4xf32>, memref<4xf32>, memref<2x4xf32>) -> ()
// CHECK: %[[V:.*]] = memref.reinterpret_cast %[[O0]] to offset: [0], sizes: [4, 2], strides: [2, 1] : memref<2x4xf32> to memref<4x2xf32>
// CHECK: %[[O1:.*]] = memref.alloc() : memref<4x2xf32>
// CHECK: edge.relu %[[V]] outs(%[[O1]])
// CHECK: return %[[O1]] : memref<4x2xf32>
func.func @main(%a: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %c = edge.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = edge.add.Tensor %a, %c {alpha = 1.0 : f64, edge.target = "cpu"} : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %1 = edge.view %0 {size = array<i64: 4, 2>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %2 = edge.relu %1 : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return %2 : tensor<4x2xf32>
}
