// RUN: edgec-opt %s -edge-partition -split-input-file -verify-diagnostics

// The registry lists the element types each op's kernels take.
func.func @bool_matmul(%a: tensor<4x4xi1>) -> tensor<4x4xi1> {
  // expected-error @+1 {{unsupported op 'edge.mm': Vulkan: aten.mm.default takes f32 f16 bf16 i64 i32 i16 i8 u8 tensors, not bool; CPU: aten.mm.default takes f32 f16 bf16 i64 i32 i16 i8 u8 tensors, not bool}}
  %0 = edge.mm %a, %a : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
  return %0 : tensor<4x4xi1>
}

// -----

func.func @bool_negation(%a: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{unsupported op 'edge.neg': Vulkan: aten.neg.default takes f32 f16 bf16 i64 i32 i16 i8 u8 tensors, not bool; CPU: aten.neg.default takes f32 f16 bf16 i64 i32 i16 i8 u8 tensors, not bool}}
  %0 = edge.neg %a : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @transposed(%x: tensor<1x4x4x4xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32> {
  // expected-error @+1 {{unsupported op 'edge.convolution': Vulkan: transposed convolution has no kernel yet (torch-to-edge lowers it as the plain convolution it equals); CPU: transposed convolution has no kernel yet}}
  %0 = edge.convolution %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>, transposed = true, output_padding = array<i64: 0, 0>, groups = 1 : i64} : (tensor<1x4x4x4xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x6x6xf32>
  return %0 : tensor<1x2x6x6xf32>
}


// -----

// The runtime's limits (edge/runtime/Limits.h): a .pte with such a value would be rejected at load.
func.func @rank_above_8(%a: tensor<2xf32>) -> tensor<1x1x1x1x1x1x1x1x2xf32> {
  // expected-error @+1 {{'edge.view' op result #0 has rank 9; the runtime takes tensors of rank <= 8}}
  %0 = edge.view %a {size = array<i64: 1, 1, 1, 1, 1, 1, 1, 1, 2>} : (tensor<2xf32>) -> tensor<1x1x1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x1x1x2xf32>
}

// -----

// expected-error @+1 {{'func.func' op argument #0 has a dimension of 2199023255553; the runtime takes dimensions <= 1099511627776}}
func.func @dimension_above_2_40(%a: tensor<2199023255553xf32>) -> tensor<2199023255553xf32> {
  %0 = edge.relu %a : (tensor<2199023255553xf32>) -> tensor<2199023255553xf32>
  return %0 : tensor<2199023255553xf32>
}

// -----

func.func @elements_above_2_40(%a: tensor<1048576xf32>) -> tensor<1048576x2097152xf32> {
  // expected-error @+1 {{'edge.constant' op result #0 of shape [1048576,2097152] has more than 1099511627776 elements, the most the runtime takes}}
  %c = edge.constant dense<1.0> : tensor<1048576x2097152xf32>
  return %c : tensor<1048576x2097152xf32>
}

// -----

// mean takes floating tensors only (as ATen): an integer input is named, not misread.
func.func @mean_of_integers(%a: tensor<4x3xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{unsupported op 'edge.mean.dim': Vulkan: aten.mean.dim takes f32 f16 bf16 tensors, not i64; CPU: aten.mean.dim takes f32 f16 bf16 tensors, not i64}}
  %0 = edge.mean.dim %a {dim = array<i64: 1>, keepdim = false} : (tensor<4x3xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// The prologue (edge-hoist-prologue) comes first: runtime-min skips its partitions at an execute whose sizes are
// the last one's, so no op outside it may come before one of its ops.
func.func @prologue_after_other_ops(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<i64>) {
  %0 = edge.relu %a : (tensor<4xf32>) -> tensor<4xf32>
  %c = edge.constant dense<0> : tensor<i64>
  // expected-error @+1 {{a prologue op (edge.prologue) after ops that are not: edge-hoist-prologue puts the prologue first}}
  %1 = edge.add.Scalar %c {alpha = 1 : i64, edge.prologue, other = 3 : i64} : (tensor<i64>) -> tensor<i64>
  return %0, %1 : tensor<4xf32>, tensor<i64>
}
