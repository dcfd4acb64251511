// RUN: edgec-opt %s -torch-simplify -torch-to-edge -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: tensor<4x16xf32>, %[[B:.*]]: tensor<16xf32>) -> tensor<4x16xf32>
// CHECK: %[[ADD:.*]] = edge.add.Tensor %[[A]], %[[B]] {alpha = 2 : i64} : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
// CHECK: %[[SUB:.*]] = edge.sub.Tensor %[[ADD]], %[[A]] {alpha = 5.000000e-01 : f64}
// CHECK: %[[MUL:.*]] = edge.mul.Tensor %[[SUB]], %[[B]] : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
// CHECK: %[[RELU:.*]] = edge.relu %[[MUL]]
// CHECK: return %[[RELU]]
// CHECK-NOT: torch.
func.func @elementwise(%a: !torch.vtensor<[4,16],f32>, %b: !torch.vtensor<[16],f32>) -> !torch.vtensor<[4,16],f32> {
  %int2 = torch.constant.int 2
  %half = torch.constant.float 5.000000e-01
  %0 = torch.aten.add.Tensor %a, %b, %int2 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  %1 = torch.aten.sub.Tensor %0, %a, %half : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.float -> !torch.vtensor<[4,16],f32>
  %2 = torch.aten.mul.Tensor %1, %b : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[4,16],f32>
  %3 = torch.aten.relu %2 : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,16],f32>
  return %3 : !torch.vtensor<[4,16],f32>
}

// -----

// CHECK-LABEL: func.func @linear_with_bias
// CHECK-DAG: %[[W:.*]] = edge.constant dense<1.000000e+00> : tensor<8x16xf32>
// CHECK-DAG: %[[BIAS:.*]] = edge.constant dense<2.000000e+00> : tensor<8xf32>
// CHECK: %[[WT:.*]] = edge.permute %[[W]] {dims = array<i64: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
// CHECK: edge.addmm %[[BIAS]], %arg0, %[[WT]] {alpha = 1.000000e+00 : f64, beta = 1.000000e+00 : f64} : (tensor<8xf32>, tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
func.func @linear_with_bias(%x: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[4,8],f32> {
  %w = torch.vtensor.literal(dense<1.0> : tensor<8x16xf32>) : !torch.vtensor<[8,16],f32>
  %b = torch.vtensor.literal(dense<2.0> : tensor<8xf32>) : !torch.vtensor<[8],f32>
  %0 = torch.aten.linear %x, %w, %b : !torch.vtensor<[4,16],f32>, !torch.vtensor<[8,16],f32>, !torch.vtensor<[8],f32> -> !torch.vtensor<[4,8],f32>
  return %0 : !torch.vtensor<[4,8],f32>
}

// -----

// A 3-D input is viewed as a matrix and the result viewed back; no bias gives mm.
// CHECK-LABEL: func.func @linear_3d_no_bias
// CHECK: %[[X:.*]] = edge.view %arg0 {size = array<i64: 6, 16>} : (tensor<2x3x16xf32>) -> tensor<6x16xf32>
// CHECK: %[[WT:.*]] = edge.permute
// CHECK: %[[MM:.*]] = edge.mm %[[X]], %[[WT]] : (tensor<6x16xf32>, tensor<16x8xf32>) -> tensor<6x8xf32>
// CHECK: edge.view %[[MM]] {size = array<i64: 2, 3, 8>} : (tensor<6x8xf32>) -> tensor<2x3x8xf32>
func.func @linear_3d_no_bias(%x: !torch.vtensor<[2,3,16],f32>) -> !torch.vtensor<[2,3,8],f32> {
  %w = torch.vtensor.literal(dense<1.0> : tensor<8x16xf32>) : !torch.vtensor<[8,16],f32>
  %none = torch.constant.none
  %0 = torch.aten.linear %x, %w, %none : !torch.vtensor<[2,3,16],f32>, !torch.vtensor<[8,16],f32>, !torch.none -> !torch.vtensor<[2,3,8],f32>
  return %0 : !torch.vtensor<[2,3,8],f32>
}

// -----

// CHECK-LABEL: func.func @conv_mean_softmax
// CHECK: %[[CONV:.*]] = edge.convolution %arg0, %{{.*}} {dilation = array<i64: 1, 1>, groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 1, 1>, stride = array<i64: 2, 2>, transposed = false} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x4x4xf32>
// CHECK: %[[MEAN:.*]] = edge.mean.dim %[[CONV]] {dim = array<i64: 2, 3>, keepdim = true} : (tensor<1x4x4x4xf32>) -> tensor<1x4x1x1xf32>
// CHECK: %[[VIEW:.*]] = edge.view %[[MEAN]] {size = array<i64: 1, -1>} : (tensor<1x4x1x1xf32>) -> tensor<1x4xf32>
// CHECK: edge._softmax %[[VIEW]] {dim = 1 : i64, half_to_float = false}
func.func @conv_mean_softmax(%x: !torch.vtensor<[1,3,8,8],f32>) -> !torch.vtensor<[1,4],f32> {
  %w = torch.vtensor.literal(dense<1.0> : tensor<4x3x3x3xf32>) : !torch.vtensor<[4,3,3,3],f32>
  %none = torch.constant.none
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int-1 = torch.constant.int -1
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %s, %p, %d, %false, %op, %int1 : !torch.vtensor<[1,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,4,4],f32>
  %dims = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.mean.dim %0, %dims, %true, %none : !torch.vtensor<[1,4,4,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,4,1,1],f32>
  %size = torch.prim.ListConstruct %int1, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.view %1, %size : !torch.vtensor<[1,4,1,1],f32>, !torch.list<int> -> !torch.vtensor<[1,4],f32>
  %3 = torch.aten._softmax %2, %int1, %false : !torch.vtensor<[1,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,4],f32>
  return %3 : !torch.vtensor<[1,4],f32>
}

// -----

// Integer literals keep their bytes; the signed element type of the input format becomes signless.
// CHECK-LABEL: func.func @signed_literals(
// CHECK: edge.constant dense_resource<torch_tensor_3_torch.int64> : tensor<3xi64>
// CHECK: edge.constant dense<-2> : tensor<i64>
func.func @signed_literals() -> (!torch.vtensor<[3],si64>, !torch.vtensor<[],si64>) {
  %0 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.int64> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
  %1 = torch.vtensor.literal(dense<-2> : tensor<si64>) : !torch.vtensor<[],si64>
  return %0, %1 : !torch.vtensor<[3],si64>, !torch.vtensor<[],si64>
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.int64: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}

// -----

// Inference batch norm with constant statistics folds into a per-channel scale and shift:
// scale = w / sqrt(var + eps) = [2 / sqrt(4), 1 / sqrt(1)] = [1, 1] (eps 0), shift = b - mean * scale = [1, -2].
// CHECK-LABEL: func.func @batch_norm(
// CHECK-DAG: %[[SCALE:.*]] = edge.constant dense<1.000000e+00> : tensor<2x1x1xf32>
// CHECK-DAG: %[[SHIFT:.*]] = edge.constant dense<[{{\[}}[1.000000e+00]], {{\[}}[-2.000000e+00]]]> : tensor<2x1x1xf32>
// CHECK: %[[MUL:.*]] = edge.mul.Tensor %arg0, %[[SCALE]]
// CHECK: edge.add.Tensor %[[MUL]], %[[SHIFT]] {alpha = 1.000000e+00 : f64}
func.func @batch_norm(%arg0: !torch.vtensor<[1,2,3,3],f32>) -> !torch.vtensor<[1,2,3,3],f32> {
  %w = torch.vtensor.literal(dense<[2.0, 1.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %b = torch.vtensor.literal(dense<[3.0, 0.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %mean = torch.vtensor.literal(dense<[2.0, 2.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %var = torch.vtensor.literal(dense<[4.0, 1.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %momentum = torch.constant.float 1.000000e-01
  %eps = torch.constant.float 0.000000e+00
  %0:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %w, %b, %mean, %var, %momentum, %eps) : (!torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.float, !torch.float) -> (!torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>)
  return %0#0 : !torch.vtensor<[1,2,3,3],f32>
}

// -----

// hardtanh (ReLU6 in MobileNetV2) and clone (an alias in value semantics).
// CHECK-LABEL: func.func @hardtanh_clone(
// CHECK: %[[H:.*]] = edge.hardtanh %arg0 {max_val = 6.000000e+00 : f64, min_val = 0.000000e+00 : f64}
// CHECK: edge.clone %[[H]]
func.func @hardtanh_clone(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %float0 = torch.constant.float 0.000000e+00
  %float6 = torch.constant.float 6.000000e+00
  %none = torch.constant.none
  %0 = torch.aten.hardtanh %arg0, %float0, %float6 : !torch.vtensor<[4],f32>, !torch.float, !torch.float -> !torch.vtensor<[4],f32>
  %1 = torch.aten.clone %0, %none : !torch.vtensor<[4],f32>, !torch.none -> !torch.vtensor<[4],f32>
  return %1 : !torch.vtensor<[4],f32>
}

// -----

// max_pool2d_with_indices lowers 1:1, both results (the canonicalizer makes it max_pool2d where the indices are
// unused: test/Dialect/Edge/canonicalize-cse.mlir); ceil_mode changes the output size.
// CHECK-LABEL: func.func @max_pool(
// CHECK: edge.max_pool2d_with_indices %arg0 {ceil_mode = true, dilation = array<i64: 1, 1>, kernel_size = array<i64: 3, 3>, padding = array<i64: 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x2x6x6xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xi64>)
func.func @max_pool(%arg0: !torch.vtensor<[1,2,6,6],f32>) -> !torch.vtensor<[1,2,4,4],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %true = torch.constant.bool true
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %values, %indices = torch.aten.max_pool2d_with_indices %arg0, %k, %s, %p, %d, %true : !torch.vtensor<[1,2,6,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,4,4],f32>, !torch.vtensor<[1,2,4,4],si64>
  return %values : !torch.vtensor<[1,2,4,4],f32>
}

// -----

// max_pool3d_with_indices and avg_pool3d are kernel ops; an unbatched (C, D, H, W) input keeps its rank.
// CHECK-LABEL: func.func @max_pool3d(
// CHECK-COUNT-2: edge.max_pool3d_with_indices %arg0 {ceil_mode = false, dilation = array<i64: 1, 1, 1>, kernel_size = array<i64: 2, 2, 2>, padding = array<i64: 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<2x3x4x5xf32>) -> (tensor<2x2x3x4xf32>, tensor<2x2x3x4xi64>)
// CHECK: edge.avg_pool3d %arg0 {{.*}}divisor_override = 3 : i64{{.*}} : (tensor<2x3x4x5xf32>) -> tensor<2x2x3x4xf32>
func.func @max_pool3d(%arg0: !torch.vtensor<[2,3,4,5],f32>) -> (!torch.vtensor<[2,2,3,4],f32>, !torch.vtensor<[2,2,3,4],si64>, !torch.vtensor<[2,2,3,4],f32>, !torch.vtensor<[2,2,3,4],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %k = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %v, %i = torch.aten.max_pool3d_with_indices %arg0, %k, %s, %p, %s, %false : !torch.vtensor<[2,3,4,5],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,2,3,4],f32>, !torch.vtensor<[2,2,3,4],si64>
  %w, %unused = torch.aten.max_pool3d_with_indices %arg0, %k, %s, %p, %s, %false : !torch.vtensor<[2,3,4,5],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,2,3,4],f32>, !torch.vtensor<[2,2,3,4],si64>
  %a = torch.aten.avg_pool3d %arg0, %k, %s, %p, %false, %true, %int3 : !torch.vtensor<[2,3,4,5],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[2,2,3,4],f32>
  return %v, %i, %w, %a : !torch.vtensor<[2,2,3,4],f32>, !torch.vtensor<[2,2,3,4],si64>, !torch.vtensor<[2,2,3,4],f32>, !torch.vtensor<[2,2,3,4],f32>
}

// -----

// torch-mlir's importer writes an empty output_padding list for a non-transposed convolution.
// CHECK-LABEL: func.func @conv_empty_output_padding
// CHECK: edge.convolution %arg0, %{{.*}} {dilation = array<i64: 1, 1>, groups = 1 : i64, output_padding = array<i64: 0, 0>, padding = array<i64: 0, 0>, stride = array<i64: 1, 1>, transposed = false}
func.func @conv_empty_output_padding(%x: !torch.vtensor<[1,3,4,4],f32>) -> !torch.vtensor<[1,2,4,4],f32> {
  %w = torch.vtensor.literal(dense<1.0> : tensor<2x3x1x1xf32>) : !torch.vtensor<[2,3,1,1],f32>
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %s = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct  : () -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %s, %p, %s, %false, %op, %int1 : !torch.vtensor<[1,3,4,4],f32>, !torch.vtensor<[2,3,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,2,4,4],f32>
  return %0 : !torch.vtensor<[1,2,4,4],f32>
}

// -----

// matmul of a vector and a batch of matrices: the vector becomes a [1, k] matrix, the operands expand to the
// broadcast batch and meet in one bmm, and the added dim is viewed away.
// CHECK-LABEL: func.func @matmul_vector_batch
// CHECK-DAG: %[[A:.*]] = edge.view %arg0 {size = array<i64: 1, 5>} : (tensor<5xf32>) -> tensor<1x5xf32>
// CHECK-DAG: %[[AE:.*]] = edge.expand %[[A]] {size = array<i64: 2, 3, 1, 5>}
// CHECK-DAG: %[[AV:.*]] = edge.view %[[AE]] {size = array<i64: 6, 1, 5>}
// CHECK-DAG: %[[BV:.*]] = edge.view %arg1 {size = array<i64: 6, 5, 4>}
// CHECK: %[[P:.*]] = edge.bmm %[[AV]], %[[BV]] : (tensor<6x1x5xf32>, tensor<6x5x4xf32>) -> tensor<6x1x4xf32>
// CHECK: edge.view %[[P]] {size = array<i64: 2, 3, 4>} : (tensor<6x1x4xf32>) -> tensor<2x3x4xf32>
func.func @matmul_vector_batch(%a: !torch.vtensor<[5],f32>, %b: !torch.vtensor<[2,3,5,4],f32>) -> !torch.vtensor<[2,3,4],f32> {
  %0 = torch.aten.matmul %a, %b : !torch.vtensor<[5],f32>, !torch.vtensor<[2,3,5,4],f32> -> !torch.vtensor<[2,3,4],f32>
  return %0 : !torch.vtensor<[2,3,4],f32>
}

// -----

// scaled_dot_product_attention, causal: scores scaled by 1/sqrt(E), -inf above the diagonal, softmax, @ v.
// CHECK-LABEL: func.func @sdpa_causal
// CHECK: edge.permute %arg1 {dims = array<i64: 0, 2, 1>}
// CHECK: edge.bmm
// CHECK: edge.mul.Scalar %{{.*}} {other = 5.000000e-01 : f64}
// CHECK: %[[MASK:.*]] = edge.constant dense<{{\[\[}}true, false, false], [true, true, false]]> : tensor<2x3xi1>
// CHECK: edge.where.self %[[MASK]]
// CHECK: edge._softmax %{{.*}} {dim = -1 : i64, half_to_float = false}
// CHECK: edge.bmm
func.func @sdpa_causal(%q: !torch.vtensor<[1,2,4],f32>, %k: !torch.vtensor<[1,3,4],f32>, %v: !torch.vtensor<[1,3,4],f32>) -> !torch.vtensor<[1,2,4],f32> {
  %none = torch.constant.none
  %float0 = torch.constant.float 0.000000e+00
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %0 = torch.aten.scaled_dot_product_attention %q, %k, %v, %none, %float0, %true, %none, %false : !torch.vtensor<[1,2,4],f32>, !torch.vtensor<[1,3,4],f32>, !torch.vtensor<[1,3,4],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,2,4],f32>
  return %0 : !torch.vtensor<[1,2,4],f32>
}

// -----

// A 1-D convolution is the 2-D one of height 1.
// CHECK-LABEL: func.func @conv1d
// CHECK: edge.view %arg0 {size = array<i64: 2, 4, 1, 9>}
// CHECK: edge.view %arg1 {size = array<i64: 6, 4, 1, 3>}
// CHECK: edge.convolution {{.*}}padding = array<i64: 0, 1>, stride = array<i64: 1, 2>{{.*}} -> tensor<2x6x1x5xf32>
// CHECK: edge.view %{{.*}} {size = array<i64: 2, 6, 5>}
func.func @conv1d(%x: !torch.vtensor<[2,4,9],f32>, %w: !torch.vtensor<[6,4,3],f32>) -> !torch.vtensor<[2,6,5],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %stride = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %padding = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %dilation = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d %x, %w, %none, %stride, %padding, %dilation, %int1 : !torch.vtensor<[2,4,9],f32>, !torch.vtensor<[6,4,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,5],f32>
  return %0 : !torch.vtensor<[2,6,5],f32>
}

// -----

// A 3-D convolution sums one 2-D convolution per kernel depth (here 2) over the frames it reads.
// CHECK-LABEL: func.func @conv3d
// CHECK: edge.permute %arg0 {dims = array<i64: 0, 2, 1, 3, 4>}
// CHECK-COUNT-2: edge.convolution
// CHECK: edge.add.Tensor
// CHECK: edge.permute %{{.*}} {dims = array<i64: 0, 2, 1, 3, 4>}
// CHECK-NOT: edge.convolution
func.func @conv3d(%x: !torch.vtensor<[1,2,3,4,4],f32>, %w: !torch.vtensor<[3,2,2,3,3],f32>) -> !torch.vtensor<[1,3,2,2,2],f32> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %ones = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %zeros = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv3d %x, %w, %none, %ones, %zeros, %ones, %int1 : !torch.vtensor<[1,2,3,4,4],f32>, !torch.vtensor<[3,2,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,2,2,2],f32>
  return %0 : !torch.vtensor<[1,3,2,2,2],f32>
}

// -----

// A transposed convolution is the plain one of the zero-stuffed, padded input and the flipped weight.
// CHECK-LABEL: func.func @conv_transpose2d
// CHECK: edge.cat
// CHECK: edge.convolution {{.*}}stride = array<i64: 1, 1>, transposed = false{{.*}} -> tensor<1x3x6x6xf32>
func.func @conv_transpose2d(%x: !torch.vtensor<[1,2,3,3],f32>, %w: !torch.vtensor<[2,3,2,2],f32>) -> !torch.vtensor<[1,3,6,6],f32> {
  %none = torch.constant.none
  %true = torch.constant.bool true
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %stride = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %zeros = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %ones = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %stride, %zeros, %ones, %true, %zeros, %int1 : !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[2,3,2,2],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,6,6],f32>
  return %0 : !torch.vtensor<[1,3,6,6],f32>
}

// -----

// index.Tensor with two adjacent index tensors: positions wrapped (negative ones from the end), checked, one
// flat row index, rows gathered by edge.embedding, the broadcast dims back in place of the indexed ones.
// CHECK-LABEL: func.func @index_tensor
// CHECK: edge.where.self
// CHECK: edge.where.ScalarSelf
// CHECK: edge.embedding
// CHECK: edge.permute %{{.*}} {dims = array<i64: 1, 0>} : (tensor<2x4xf32>) -> tensor<4x2xf32>
func.func @index_tensor(%x: !torch.vtensor<[4,3,5],f32>, %i: !torch.vtensor<[2],si64>, %j: !torch.vtensor<[2],si64>) -> !torch.vtensor<[4,2],f32> {
  %none = torch.constant.none
  %list = torch.prim.ListConstruct %none, %i, %j : (!torch.none, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %list : !torch.vtensor<[4,3,5],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[4,2],f32>
  return %0 : !torch.vtensor<[4,2],f32>
}

// -----

// layer_norm with a bias and no weight: the norm kernel op takes the bias alone (no ones weight is made up).
// CHECK-LABEL: func.func @layer_norm_bias_only
// CHECK-NOT: edge.constant
// CHECK: edge.native_layer_norm %arg0 bias(%{{.*}}) {eps = 1.000000e-05 : f64, normalized_shape = array<i64: 4>}
func.func @layer_norm_bias_only(%arg0: !torch.vtensor<[3,4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[3,4],f32> {
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %shape = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %0:3 = torch.aten.native_layer_norm %arg0, %shape, %none, %b, %eps : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.none, !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,1],f32>, !torch.vtensor<[3,1],f32>
  return %0#0 : !torch.vtensor<[3,4],f32>
}
