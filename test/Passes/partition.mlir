// RUN: edgec-opt %s -edge-partition -split-input-file | FileCheck %s --check-prefix=VULKAN
// RUN: edgec-opt %s -edge-partition=target=cpu -split-input-file | FileCheck %s --check-prefix=CPU
// RUN: not edgec-opt %s -edge-partition=target=gpu -split-input-file 2>&1 | FileCheck %s --check-prefix=TARGET
// TARGET: error: unknown target 'gpu': expected vulkan or cpu

// VULKAN-LABEL: func.func @chain
// VULKAN: edge.relu {{.*}}edge.partition = 0 : i64, edge.target = "vulkan"
// VULKAN: edge.view
// VULKAN-NOT: edge.target
// VULKAN: edge.mm {{.*}}edge.partition = 0 : i64, edge.target = "vulkan"
// CPU-LABEL: func.func @chain
// CPU: edge.relu {{.*}}edge.partition = 0 : i64, edge.target = "cpu"
// CPU: edge.mm {{.*}}edge.partition = 0 : i64, edge.target = "cpu"
func.func @chain(%a: tensor<2x8xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = edge.relu %a : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %1 = edge.view %0 {size = array<i64: 4, 4>} : (tensor<2x8xf32>) -> tensor<4x4xf32>
  %2 = edge.mm %1, %b : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %2 : tensor<4x4xf32>
}

// -----

// Rank-7 tensors have no Vulkan shader but a CPU kernel: the partitioner falls back to the CPU and starts a
// new partition at each change of target.
// VULKAN-LABEL: func.func @fallback
// VULKAN: edge.relu {{.*}}edge.partition = 0 : i64, edge.target = "vulkan"{{.*}} -> tensor<2x4xf32>
// VULKAN: edge.relu {{.*}}edge.partition = 1 : i64, edge.target = "cpu"{{.*}} -> tensor<1x1x1x1x1x2x4xf32>
// VULKAN: edge.relu {{.*}}edge.partition = 2 : i64, edge.target = "vulkan"{{.*}} -> tensor<2x4xf32>
func.func @fallback(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = edge.relu %a : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = edge.view %0 {size = array<i64: 1, 1, 1, 1, 1, 2, 4>} : (tensor<2x4xf32>) -> tensor<1x1x1x1x1x2x4xf32>
  %2 = edge.relu %1 : (tensor<1x1x1x1x1x2x4xf32>) -> tensor<1x1x1x1x1x2x4xf32>
  %3 = edge.view %2 {size = array<i64: 2, 4>} : (tensor<1x1x1x1x1x2x4xf32>) -> tensor<2x4xf32>
  %4 = edge.relu %3 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %4 : tensor<2x4xf32>
}

// -----

// Zero-element tensors stay on Vulkan (an op with nothing to write gets no dispatch; an empty operand is
// bound to a placeholder: test/e2e/zero-elements.mlir).
// VULKAN-LABEL: func.func @zero_elements
// VULKAN: edge.relu {{.*}}edge.partition = 0 : i64, edge.target = "vulkan"{{.*}} -> tensor<0x4xf32>
// VULKAN: edge.add.Tensor {{.*}}edge.partition = 0 : i64, edge.target = "vulkan"{{.*}} -> tensor<0x4xf32>
// VULKAN: edge.relu {{.*}}edge.partition = 0 : i64, edge.target = "vulkan"{{.*}} -> tensor<1x4xf32>
func.func @zero_elements(%a: tensor<0x4xf32>, %b: tensor<1x4xf32>) -> (tensor<0x4xf32>, tensor<1x4xf32>) {
  %0 = edge.relu %a : (tensor<0x4xf32>) -> tensor<0x4xf32>
  %1 = edge.add.Tensor %0, %b {alpha = 1.0 : f64} : (tensor<0x4xf32>, tensor<1x4xf32>) -> tensor<0x4xf32>
  %2 = edge.relu %b : (tensor<1x4xf32>) -> tensor<1x4xf32>
  return %1, %2 : tensor<0x4xf32>, tensor<1x4xf32>
}

// -----

// Element types whose buffers need device features the target lacks go to the CPU, which says why in
// --list-unsupported; f32 needs none.
// RUN: edgec-opt %s -edge-partition=vulkan-features=shaderInt64 -split-input-file | FileCheck %s --check-prefix=FEATURES
// RUN: not edgec-opt %s -edge-partition=vulkan-features=shaderInt65 -split-input-file 2>&1 | FileCheck %s --check-prefix=BADFEATURE
// BADFEATURE: error: unknown --vulkan-features 'shaderInt65': expected a comma-separated list of all, none, shaderInt64,
// FEATURES-LABEL: func.func @dtypes
// FEATURES: edge.add.Tensor {{.*}}edge.target = "vulkan"
// FEATURES: edge.add.Tensor {{.*}}edge.target = "vulkan"
// FEATURES: edge.add.Tensor {{.*}}edge.target = "cpu"
// FEATURES: edge.add.Tensor {{.*}}edge.target = "cpu"
// VULKAN-LABEL: func.func @dtypes
// VULKAN-COUNT-4: edge.add.Tensor {{.*}}edge.target = "vulkan"
func.func @dtypes(%f: tensor<4xf32>, %l: tensor<4xi64>, %h: tensor<4xf16>, %b: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi64>, tensor<4xf16>, tensor<4xi1>) {
  %0 = edge.add.Tensor %f, %f {alpha = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = edge.add.Tensor %l, %l {alpha = 1 : i64} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %2 = edge.add.Tensor %h, %h {alpha = 1 : i64} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  %3 = edge.add.Tensor %b, %b {alpha = true} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xi64>, tensor<4xf16>, tensor<4xi1>
}
