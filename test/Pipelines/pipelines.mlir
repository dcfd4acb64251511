// Each named pipeline runs one stage of edgec compile.
// RUN: edgec-opt %s -edgec-lower | FileCheck %s --check-prefix=LOWER
// RUN: edgec-opt %s -edgec-lower -edgec-bufferize | FileCheck %s --check-prefix=BUFFERIZE
// RUN: edgec-opt %s -edgec-lower -edgec-bufferize=target=cpu | FileCheck %s --check-prefix=BUFFERIZE-CPU
// RUN: edgec-opt %s -edgec-compile | FileCheck %s --check-prefix=COMPILE

// LOWER-LABEL: func.func @main(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32>
// LOWER: edge.relu %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf32>
// LOWER-NOT: torch.

// BUFFERIZE: edge.shader @elementwise_relu_f32_f32_contiguous {defines = ["NUM_INPUTS=1", "NUM_SCALARS=0", "EXPR=x0 < 0 ? 0 : x0", "CT=float", "CT_IS_FLOAT=1", "IN0_TYPE=float", "LOAD0(v)=CT(v)", "OUT_TYPE=float", "STORE(e)=float(e)", "CONTIGUOUS"], family = "elementwise", num_bindings = 2 : i64, push_constant_size = 60 : i64}
// BUFFERIZE-LABEL: func.func @main(%arg0: memref<4x8xf32> {edge.device_offset = 0 : i64, edge.host_offset = 0 : i64}) -> memref<4x8xf32>
// BUFFERIZE: memref.alloc() {edge.device_offset = 256 : i64, edge.host_offset = 256 : i64}
// BUFFERIZE: edge.dispatch @elementwise_relu_f32_f32_contiguous ins(%arg0 : memref<4x8xf32>) outs(%{{.*}} : memref<4x8xf32>) {edge.partition = 0 : i64, edge.target = "vulkan", kernel = "aten.relu.default"
// BUFFERIZE-CPU: edge.relu %arg0 outs(%{{.*}}) {edge.partition = 0 : i64, edge.target = "cpu"}

// COMPILE: edge.shader @elementwise_relu_f32_f32_contiguous {{.*}}spirv = array<i32: 119734787
// COMPILE: edge.dispatch @elementwise_relu_f32_f32_contiguous ins(%arg0 : memref<4x8xf32>)
func.func @main(%arg0: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,8],f32> {
  %0 = torch.aten.relu %arg0 : !torch.vtensor<[4,8],f32> -> !torch.vtensor<[4,8],f32>
  return %0 : !torch.vtensor<[4,8],f32>
}
