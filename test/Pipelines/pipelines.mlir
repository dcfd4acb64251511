// Each named pipeline runs one stage of edgec compile.
// RUN: edgec-opt %s -edgec-lower | FileCheck %s --check-prefix=LOWER
// RUN: edgec-opt %s -edgec-lower -edgec-bufferize | FileCheck %s --check-prefix=BUFFERIZE
// RUN: edgec-opt %s -edgec-lower -edgec-bufferize=target=cpu | FileCheck %s --check-prefix=BUFFERIZE-CPU
// RUN: edgec-opt %s -edgec-compile | FileCheck %s --check-prefix=COMPILE

// LOWER-LABEL: func.func @main(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32>
// LOWER: edge.relu %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf32>
// LOWER-NOT: torch.

// BUFFERIZE-LABEL: func.func @main(%arg0: memref<4x8xf32> {edge.device_offset = 0 : i64, edge.host_offset = 0 : i64}) -> memref<4x8xf32>
// BUFFERIZE: memref.alloc() {edge.device_offset = 256 : i64, edge.host_offset = 256 : i64}
// BUFFERIZE: edge.relu %arg0 outs(%{{.*}}) {edge.partition = 0 : i64, edge.target = "vulkan"}
// BUFFERIZE-CPU: edge.relu %arg0 outs(%{{.*}}) {edge.partition = 0 : i64, edge.target = "cpu"}

// COMPILE: edge.shader @unary
// COMPILE: edge.relu %arg0 outs(%{{.*}}) {edge.partition = 0 : i64, edge.shader = @unary, edge.target = "vulkan", edge.workgroups = array<i64: 1, 1, 1>}
func.func @main(%arg0: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,8],f32> {
  %0 = torch.aten.relu %arg0 : !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],f32>
  return %0 : !torch.vtensor<[4,8],f32>
}
