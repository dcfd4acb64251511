// RUN: edgec-opt %s -split-input-file -edge-select-kernels -mlir-print-local-scope | FileCheck %s
// RUN: edgec-opt %s -split-input-file -edge-select-kernels=fuse-epilogues=false -mlir-print-local-scope | FileCheck %s --check-prefix=UNFUSED

// A convolution's clamp (MobileNet's relu6) runs in the convolution's dispatch, which writes the clamp's
// buffer; the scalars lead the push constants (0.0, 6.0 = 0x40C00000), and the convolution's own buffer is gone.
// CHECK: edge.shader @conv2d_gemm_hardtanh {defines = [{{.*}}"EPILOGUE_BODY=CT t0; {CT x0 = v; CT s0 = p.epilogue[0]; CT s1 = p.epilogue[1]; t0 = EPILOGUE_ROUND((x0 < s0 ? s0 : (x0 > s1 ? s1 : x0))); } v = t0;", "EPILOGUE_INPUTS=0", "EPILOGUE_SCALARS=2", "EPILOGUE_LOAD(v)=CT(v)"]
// CHECK-LABEL: func.func @relu6
// CHECK-NOT: memref.alloc
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<1x16x5x5xf32>
// CHECK-NOT: memref.alloc
// CHECK: edge.dispatch @conv2d_gemm_hardtanh ins(%arg0, %arg1 : memref<1x16x5x5xf32>, memref<16x16x1x1xf32>) outs(%[[OUT]] : memref<1x16x5x5xf32>)
// CHECK-SAME: kernel = "aten.convolution.default+aten.hardtanh.default", push_constants = array<i32: 0, 1086324736, 1, 16,
// CHECK-NOT: edge.dispatch
// CHECK: return %[[OUT]]
// UNFUSED-LABEL: func.func @relu6
// UNFUSED: edge.dispatch @conv2d_gemm ins
// UNFUSED: edge.dispatch @elementwise_hardtanh
func.func @relu6(%x: memref<1x16x5x5xf32>, %w: memref<16x16x1x1xf32>) -> memref<1x16x5x5xf32> {
  %0 = memref.alloc() : memref<1x16x5x5xf32>
  edge.convolution %x, %w outs(%0) {dilation = array<i64: 1, 1>, edge.partition = 0 : i64, edge.target = "vulkan", groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (memref<1x16x5x5xf32>, memref<16x16x1x1xf32>, memref<1x16x5x5xf32>) -> ()
  %1 = memref.alloc() : memref<1x16x5x5xf32>
  edge.hardtanh %0 outs(%1) {edge.partition = 0 : i64, edge.target = "vulkan", max_val = 6.0 : f64, min_val = 0.0 : f64} : (memref<1x16x5x5xf32>, memref<1x16x5x5xf32>) -> ()
  return %1 : memref<1x16x5x5xf32>
}

// -----

// ResNet's block ending in a downsampled shortcut: the residual add and relu need both convolutions' results.
// The first convolution runs before the shortcut's is written, so they fuse into the shortcut's dispatch, which
// reads the first one's result as the epilogue's input (after its own operands).
// CHECK-LABEL: func.func @residual
// CHECK: edge.dispatch @conv2d_gemm ins(%arg0, %arg1 : {{.*}}) outs(%[[MAIN:[^ ]*]] : memref<1x16x5x5xf32>)
// CHECK-SAME: kernel = "aten.convolution.default"
// CHECK: edge.dispatch @conv2d_gemm_add_tensor_relu ins(%arg0, %arg2, %[[MAIN]] : {{.*}}) outs(%[[OUT:[^ ]*]] : memref<1x16x5x5xf32>)
// CHECK-SAME: kernel = "aten.convolution.default+aten.add.Tensor+aten.relu.default", push_constants = array<i32: 1065353216, 1, 16,
// CHECK-NOT: edge.dispatch
// CHECK: return %[[OUT]]
func.func @residual(%x: memref<1x16x5x5xf32>, %w: memref<16x16x1x1xf32>, %ws: memref<16x16x1x1xf32>) -> memref<1x16x5x5xf32> {
  %0 = memref.alloc() : memref<1x16x5x5xf32>
  edge.convolution %x, %w outs(%0) {dilation = array<i64: 1, 1>, edge.partition = 0 : i64, edge.target = "vulkan", groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (memref<1x16x5x5xf32>, memref<16x16x1x1xf32>, memref<1x16x5x5xf32>) -> ()
  %1 = memref.alloc() : memref<1x16x5x5xf32>
  edge.convolution %x, %ws outs(%1) {dilation = array<i64: 1, 1>, edge.partition = 0 : i64, edge.target = "vulkan", groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (memref<1x16x5x5xf32>, memref<16x16x1x1xf32>, memref<1x16x5x5xf32>) -> ()
  %2 = memref.alloc() : memref<1x16x5x5xf32>
  edge.add.Tensor %0, %1 outs(%2) {alpha = 1 : i64, edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<1x16x5x5xf32>, memref<1x16x5x5xf32>, memref<1x16x5x5xf32>) -> ()
  %3 = memref.alloc() : memref<1x16x5x5xf32>
  edge.relu %2 outs(%3) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<1x16x5x5xf32>, memref<1x16x5x5xf32>) -> ()
  return %3 : memref<1x16x5x5xf32>
}

// -----

// A linear layer and tanh, the product's result seen through a view ([6,8] as [2,3,8]) and the tanh's buffer
// allocated after the product: the dispatch writes the tanh's buffer, hoisted before it.
// CHECK-LABEL: func.func @linear_tanh
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<2x3x8xf32>
// CHECK-NEXT: edge.dispatch @matmul_bias_tanh ins(%arg2, %arg0, %arg1 : memref<8xf32>, memref<6x4xf32>, memref<4x8xf32>) outs(%[[OUT]] : memref<2x3x8xf32>)
// CHECK-SAME: kernel = "aten.addmm.default+aten.tanh.default"
// CHECK-NOT: edge.dispatch
func.func @linear_tanh(%a: memref<6x4xf32>, %w: memref<4x8xf32>, %b: memref<8xf32>) -> memref<2x3x8xf32> {
  %0 = memref.alloc() : memref<6x8xf32>
  edge.addmm %b, %a, %w outs(%0) {alpha = 1 : i64, beta = 1 : i64, edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<8xf32>, memref<6x4xf32>, memref<4x8xf32>, memref<6x8xf32>) -> ()
  %v = memref.reinterpret_cast %0 to offset: [0], sizes: [2, 3, 8], strides: [24, 8, 1] : memref<6x8xf32> to memref<2x3x8xf32>
  %1 = memref.alloc() : memref<2x3x8xf32>
  edge.tanh %v outs(%1) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<2x3x8xf32>, memref<2x3x8xf32>) -> ()
  return %1 : memref<2x3x8xf32>
}

// -----

// What stays a dispatch of its own: a result read twice (relu and the return), an op that computes in another
// type (the comparison's bool), a broadcast operand (a per-channel add, not read at the output's index), an op
// on the CPU.
// CHECK-LABEL: func.func @unfused
// CHECK: edge.dispatch @conv2d_gemm ins
// CHECK-SAME: kernel = "aten.convolution.default"
// CHECK: edge.dispatch @elementwise_relu
// CHECK: edge.dispatch @matmul ins
// CHECK-SAME: kernel = "aten.mm.default"
// CHECK: edge.dispatch @elementwise_gt_scalar
// CHECK: edge.dispatch @matmul ins
// CHECK: edge.dispatch @elementwise_add_tensor
// CHECK: edge.dispatch @matmul ins
// CHECK: edge.relu {{.*}}edge.target = "cpu"
func.func @unfused(%x: memref<1x16x5x5xf32>, %w: memref<16x16x1x1xf32>, %a: memref<6x4xf32>, %m: memref<4x8xf32>, %row: memref<8xf32>) -> (memref<1x16x5x5xf32>, memref<1x16x5x5xf32>, memref<6x8xi1>, memref<6x8xf32>, memref<6x8xf32>) {
  %0 = memref.alloc() : memref<1x16x5x5xf32>
  edge.convolution %x, %w outs(%0) {dilation = array<i64: 1, 1>, edge.partition = 0 : i64, edge.target = "vulkan", groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (memref<1x16x5x5xf32>, memref<16x16x1x1xf32>, memref<1x16x5x5xf32>) -> ()
  %1 = memref.alloc() : memref<1x16x5x5xf32>
  edge.relu %0 outs(%1) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<1x16x5x5xf32>, memref<1x16x5x5xf32>) -> ()
  %2 = memref.alloc() : memref<6x8xf32>
  edge.mm %a, %m outs(%2) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x4xf32>, memref<4x8xf32>, memref<6x8xf32>) -> ()
  %3 = memref.alloc() : memref<6x8xi1>
  edge.gt.Scalar %2 outs(%3) {edge.partition = 0 : i64, edge.target = "vulkan", other = 0.5 : f64} : (memref<6x8xf32>, memref<6x8xi1>) -> ()
  %4 = memref.alloc() : memref<6x8xf32>
  edge.mm %a, %m outs(%4) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x4xf32>, memref<4x8xf32>, memref<6x8xf32>) -> ()
  %5 = memref.alloc() : memref<6x8xf32>
  edge.add.Tensor %4, %row outs(%5) {alpha = 1 : i64, edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x8xf32>, memref<8xf32>, memref<6x8xf32>) -> ()
  %6 = memref.alloc() : memref<6x8xf32>
  edge.mm %a, %m outs(%6) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x4xf32>, memref<4x8xf32>, memref<6x8xf32>) -> ()
  %7 = memref.alloc() : memref<6x8xf32>
  edge.relu %6 outs(%7) {edge.partition = 1 : i64, edge.target = "cpu"} : (memref<6x8xf32>, memref<6x8xf32>) -> ()
  return %0, %1, %3, %5, %7 : memref<1x16x5x5xf32>, memref<1x16x5x5xf32>, memref<6x8xi1>, memref<6x8xf32>, memref<6x8xf32>
}

// -----

// Each step rounds to the output's type (f16 here), as the unfused ops would store and load it; an integer
// chain computes in int, its scalars integers (clamp's absent max: INT32_MAX).
// CHECK: edge.shader @matmul_f16_relu {{.*}}"EPILOGUE_LOAD(v)=CT(float(v))"
// CHECK-LABEL: func.func @types
// CHECK: edge.dispatch @matmul_f16_relu
// CHECK: edge.dispatch @matmul_i32_clamp
// CHECK-SAME: push_constants = array<i32: -3, 2147483647, 6, 8, 4,
func.func @types(%a: memref<6x4xf16>, %m: memref<4x8xf16>, %ai: memref<6x4xi32>, %mi: memref<4x8xi32>) -> (memref<6x8xf16>, memref<6x8xi32>) {
  %0 = memref.alloc() : memref<6x8xf16>
  edge.mm %a, %m outs(%0) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x4xf16>, memref<4x8xf16>, memref<6x8xf16>) -> ()
  %1 = memref.alloc() : memref<6x8xf16>
  edge.relu %0 outs(%1) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x8xf16>, memref<6x8xf16>) -> ()
  %2 = memref.alloc() : memref<6x8xi32>
  edge.mm %ai, %mi outs(%2) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x4xi32>, memref<4x8xi32>, memref<6x8xi32>) -> ()
  %3 = memref.alloc() : memref<6x8xi32>
  edge.clamp %2 outs(%3) {edge.partition = 0 : i64, edge.target = "vulkan", min = -3 : i64} : (memref<6x8xi32>, memref<6x8xi32>) -> ()
  return %1, %3 : memref<6x8xf16>, memref<6x8xi32>
}

// -----

// GELU as Core ATen decomposes it reads the product's result twice: 0.5 x (1 + erf(x / sqrt(2))). The five ops
// run in the product's dispatch, each result a local of the epilogue (t0..t4); their scalars in step order
// (0.5, 0.70710677 = 0x3F3504F3, then add's other and alpha: 1.0, 1.0).
// CHECK: edge.shader @matmul_mul_scalar_mul_scalar_erf_add_scalar_mul_tensor {{.*}}"EPILOGUE_BODY=CT t0; {CT x0 = v; CT s0 = p.epilogue[0]; t0 = EPILOGUE_ROUND((x0 * s0)); } CT t1; {CT x0 = v; CT s0 = p.epilogue[1]; t1 = EPILOGUE_ROUND((x0 * s0)); } CT t2; {CT x0 = t1; t2 = EPILOGUE_ROUND((erf(x0))); } CT t3; {CT x0 = t2; CT s0 = p.epilogue[2]; CT s1 = p.epilogue[3]; t3 = EPILOGUE_ROUND((x0 + s1 * s0)); } CT t4; {CT x0 = t0; CT x1 = t3; t4 = EPILOGUE_ROUND((x0 * x1)); } v = t4;", "EPILOGUE_INPUTS=0", "EPILOGUE_SCALARS=4"
// CHECK-LABEL: func.func @gelu
// CHECK: edge.dispatch @matmul_mul_scalar_mul_scalar_erf_add_scalar_mul_tensor
// CHECK-SAME: kernel = "aten.mm.default+aten.mul.Scalar+aten.mul.Scalar+aten.erf.default+aten.add.Scalar+aten.mul.Tensor", push_constants = array<i32: 1056964608, 1060439283, 1065353216, 1065353216, 6, 8, 4,
// CHECK-NOT: edge.dispatch
func.func @gelu(%a: memref<6x4xf32>, %m: memref<4x8xf32>) -> memref<6x8xf32> {
  %0 = memref.alloc() : memref<6x8xf32>
  edge.mm %a, %m outs(%0) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x4xf32>, memref<4x8xf32>, memref<6x8xf32>) -> ()
  %1 = memref.alloc() : memref<6x8xf32>
  edge.mul.Scalar %0 outs(%1) {edge.partition = 0 : i64, edge.target = "vulkan", other = 5.000000e-01 : f64} : (memref<6x8xf32>, memref<6x8xf32>) -> ()
  %2 = memref.alloc() : memref<6x8xf32>
  edge.mul.Scalar %0 outs(%2) {edge.partition = 0 : i64, edge.target = "vulkan", other = 0.70710678118654757 : f64} : (memref<6x8xf32>, memref<6x8xf32>) -> ()
  %3 = memref.alloc() : memref<6x8xf32>
  edge.erf %2 outs(%3) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x8xf32>, memref<6x8xf32>) -> ()
  %4 = memref.alloc() : memref<6x8xf32>
  edge.add.Scalar %3 outs(%4) {alpha = 1 : i64, edge.partition = 0 : i64, edge.target = "vulkan", other = 1 : i64} : (memref<6x8xf32>, memref<6x8xf32>) -> ()
  %5 = memref.alloc() : memref<6x8xf32>
  edge.mul.Tensor %1, %4 outs(%5) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x8xf32>, memref<6x8xf32>, memref<6x8xf32>) -> ()
  return %5 : memref<6x8xf32>
}

// -----

// An intermediate result something else reads (the return) ends the epilogue there: the relu fuses, the
// square after it stays a dispatch.
// CHECK-LABEL: func.func @escaping
// CHECK: edge.dispatch @matmul_relu ins(%arg0, %arg1 : {{.*}}) outs(%[[R:[^ ]*]] : memref<6x8xf32>)
// CHECK: edge.dispatch @elementwise_mul_tensor_f32_f32_f32_contiguous ins(%[[R]], %[[R]] : {{.*}})
func.func @escaping(%a: memref<6x4xf32>, %m: memref<4x8xf32>) -> (memref<6x8xf32>, memref<6x8xf32>) {
  %0 = memref.alloc() : memref<6x8xf32>
  edge.mm %a, %m outs(%0) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x4xf32>, memref<4x8xf32>, memref<6x8xf32>) -> ()
  %1 = memref.alloc() : memref<6x8xf32>
  edge.relu %0 outs(%1) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x8xf32>, memref<6x8xf32>) -> ()
  %2 = memref.alloc() : memref<6x8xf32>
  edge.mul.Tensor %1, %1 outs(%2) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<6x8xf32>, memref<6x8xf32>, memref<6x8xf32>) -> ()
  return %1, %2 : memref<6x8xf32>, memref<6x8xf32>
}

// -----

// A step whose Scalar is a size known at run time (x / s0) converts its push constant, an integer word, to the
// float compute type; its word is evaluated at each execute like any size.
// CHECK: edge.shader @elementwise_relu_f32_f32_contiguous_div_scalar {defines = [{{.*}}"EPILOGUE_BODY=CT t0; {CT x0 = v; CT s0 = CT(floatBitsToInt(p.epilogue[0])); t0 = EPILOGUE_ROUND((x0 / s0)); } v = t0;"
// CHECK-LABEL: func.func @size_scalar
// CHECK: edge.dispatch @elementwise_relu_f32_f32_contiguous_div_scalar
// CHECK-SAME: dynamic_push_indices = array<i32: 0, 1, 3>, dynamic_push_values = affine_map<()[s0] -> (s0, s0 * 4, s0 * 4)>
// CHECK-NOT: edge.dispatch
// UNFUSED-LABEL: func.func @size_scalar
// UNFUSED: edge.dispatch @elementwise_relu
// UNFUSED: edge.dispatch @elementwise_div_scalar_f32_f32_contiguous_s0size
func.func @size_scalar(%a: memref<8x4xf32> {edge.dims = affine_map<()[s0] -> (s0, 4)>}) -> memref<8x4xf32>
    attributes {edge.symbols = [{name = "s0", min = 1 : i64, max = 8 : i64}]} {
  %0 = memref.alloc() {edge.dims = [affine_map<()[s0] -> (s0, 4)>]} : memref<8x4xf32>
  edge.relu %a outs(%0) {edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<8x4xf32>, memref<8x4xf32>) -> ()
  %1 = memref.alloc() {edge.dims = [affine_map<()[s0] -> (s0, 4)>]} : memref<8x4xf32>
  edge.div.Scalar %0 outs(%1) {other = 8 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<8x4xf32>, memref<8x4xf32>) -> ()
  return %1 : memref<8x4xf32>
}

// -----

// Commutative steps read the producer's result first, whichever operand it is: `x + conv` and `conv + x` are one
// shader (ResNet's residual adds come in both orders). With alpha 2 the order matters, and stays.
// CHECK-DAG: edge.shader @[[SAME:conv2d_gemm_add_tensor[_0-9]*]] {{.*}}"EPILOGUE_BODY=CT t0; {CT x0 = v; CT x1 = EPILOGUE_LOAD(epilogue0[epilogueIndex]); CT s0 = p.epilogue[0]; t0 = EPILOGUE_ROUND((x0 + s0 * x1)); } v = t0;"
// CHECK-DAG: edge.shader @[[ALPHA:conv2d_gemm_add_tensor[_0-9]*]] {{.*}}"EPILOGUE_BODY=CT t0; {CT x0 = EPILOGUE_LOAD(epilogue0[epilogueIndex]); CT x1 = v; CT s0 = p.epilogue[0]; t0 = EPILOGUE_ROUND((x0 + s0 * x1)); } v = t0;"
// CHECK-LABEL: func.func @commuted
// CHECK: edge.dispatch @[[SAME]] ins(%arg0, %arg1, %arg0 :
// CHECK: edge.dispatch @[[SAME]] ins(%arg0, %arg1, %arg0 :
// CHECK: edge.dispatch @[[ALPHA]] ins(%arg0, %arg1, %arg0 :
func.func @commuted(%x: memref<1x16x5x5xf32>, %w: memref<16x16x1x1xf32>) -> (memref<1x16x5x5xf32>, memref<1x16x5x5xf32>, memref<1x16x5x5xf32>) {
  %0 = memref.alloc() : memref<1x16x5x5xf32>
  edge.convolution %x, %w outs(%0) {dilation = array<i64: 1, 1>, edge.partition = 0 : i64, edge.target = "vulkan", groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (memref<1x16x5x5xf32>, memref<16x16x1x1xf32>, memref<1x16x5x5xf32>) -> ()
  %1 = memref.alloc() : memref<1x16x5x5xf32>
  edge.add.Tensor %0, %x outs(%1) {alpha = 1 : i64, edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<1x16x5x5xf32>, memref<1x16x5x5xf32>, memref<1x16x5x5xf32>) -> ()
  %2 = memref.alloc() : memref<1x16x5x5xf32>
  edge.convolution %x, %w outs(%2) {dilation = array<i64: 1, 1>, edge.partition = 0 : i64, edge.target = "vulkan", groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (memref<1x16x5x5xf32>, memref<16x16x1x1xf32>, memref<1x16x5x5xf32>) -> ()
  %3 = memref.alloc() : memref<1x16x5x5xf32>
  edge.add.Tensor %x, %2 outs(%3) {alpha = 1 : i64, edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<1x16x5x5xf32>, memref<1x16x5x5xf32>, memref<1x16x5x5xf32>) -> ()
  %4 = memref.alloc() : memref<1x16x5x5xf32>
  edge.convolution %x, %w outs(%4) {dilation = array<i64: 1, 1>, edge.partition = 0 : i64, edge.target = "vulkan", groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false} : (memref<1x16x5x5xf32>, memref<16x16x1x1xf32>, memref<1x16x5x5xf32>) -> ()
  %5 = memref.alloc() : memref<1x16x5x5xf32>
  edge.add.Tensor %x, %4 outs(%5) {alpha = 2 : i64, edge.partition = 0 : i64, edge.target = "vulkan"} : (memref<1x16x5x5xf32>, memref<1x16x5x5xf32>, memref<1x16x5x5xf32>) -> ()
  return %1, %3, %5 : memref<1x16x5x5xf32>, memref<1x16x5x5xf32>, memref<1x16x5x5xf32>
}
