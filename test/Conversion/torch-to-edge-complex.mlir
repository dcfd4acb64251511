// RUN: edgec-opt %s -torch-simplify -torch-to-edge -split-input-file | FileCheck %s

// A complex64 tensor is an f32 tensor with a last dim of 2 (real, imaginary); complex program inputs and
// outputs are marked. rfft of 8 points: one product with the 8 x 10 DFT matrix (5 frequencies, each a pair).
// CHECK-LABEL: func.func @rfft
// CHECK-SAME: (%[[X:.*]]: tensor<3x8xf32>) -> (tensor<3x5x2xf32> {edge.complex_pairs})
// CHECK: %[[W:.*]] = edge.constant dense<{{.*}}> : tensor<8x10xf32>
// CHECK: %[[Y:.*]] = edge.mm %[[X]], %[[W]] : (tensor<3x8xf32>, tensor<8x10xf32>) -> tensor<3x10xf32>
// CHECK: %[[P:.*]] = edge.view %[[Y]] {size = array<i64: 3, 5, 2>}
// CHECK: return %[[P]]
func.func @rfft(%x: !torch.vtensor<[3,8],f32>) -> !torch.vtensor<[3,5],complex<f32>> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten._fft_r2c %x, %dims, %int0, %true : !torch.vtensor<[3,8],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[3,5],complex<f32>>
  return %0 : !torch.vtensor<[3,5],complex<f32>>
}

// -----

// |z| and z * w on complex inputs: |z| as hypot, m sqrt((re/m)^2 + (im/m)^2) with m the larger part (0 where
// m is, infinity where a part is); (ac - bd, ad + bc) from the components.
// CHECK-LABEL: func.func @abs_and_product
// CHECK-SAME: (%[[Z:.*]]: tensor<4x2xf32> {edge.complex_pairs}, %[[W:.*]]: tensor<4x2xf32> {edge.complex_pairs})
// CHECK: %[[PARTS:.*]] = edge.abs %[[Z]]
// CHECK: %[[M:.*]] = edge.amax %[[PARTS]] {dim = array<i64: 1>, keepdim = false}
// CHECK: %[[Q:.*]] = edge.div.Tensor %[[PARTS]]
// CHECK: %[[SQ:.*]] = edge.mul.Tensor %[[Q]], %[[Q]]
// CHECK: %[[SUM:.*]] = edge.sum.dim_IntList %[[SQ]] {dim = array<i64: 1>, keepdim = false}
// CHECK: %[[ROOT:.*]] = edge.sqrt %[[SUM]] : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[SCALED:.*]] = edge.mul.Tensor %[[M]], %[[ROOT]]
// CHECK: %[[FINITE:.*]] = edge.where.self %{{.*}}, %[[M]], %[[SCALED]]
// CHECK: %[[ABS:.*]] = edge.where.self %{{.*}}, %{{.*}}, %[[FINITE]]
// CHECK: edge.slice.Tensor %[[Z]] {dim = 1 : i64, end = 1 : i64, start = 0 : i64, step = 1 : i64}
// CHECK: %[[CAT:.*]] = edge.cat {{.*}} {dim = -1 : i64} : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x2xf32>
// CHECK: return %[[ABS]], %[[CAT]]
func.func @abs_and_product(%z: !torch.vtensor<[4],complex<f32>>, %w: !torch.vtensor<[4],complex<f32>>) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[4],complex<f32>>) {
  %0 = torch.aten.abs %z : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],f32>
  %1 = torch.aten.mul.Tensor %z, %w : !torch.vtensor<[4],complex<f32>>, !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],complex<f32>>
  return %0, %1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],complex<f32>>
}

// -----

// Layout ops keep the pair dim last: permute gets it appended, select keeps it.
// CHECK-LABEL: func.func @layout
// CHECK: edge.permute %{{.*}} {dims = array<i64: 1, 0, 2>} : (tensor<2x3x2xf32>) -> tensor<3x2x2xf32>
// CHECK: edge.slice.Tensor %{{.*}} {dim = 0 : i64, end = 2 : i64, start = 1 : i64, step = 1 : i64}
func.func @layout(%z: !torch.vtensor<[2,3],complex<f32>>) -> !torch.vtensor<[2],complex<f32>> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-2 = torch.constant.int -2
  %perm = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.permute %z, %perm : !torch.vtensor<[2,3],complex<f32>>, !torch.list<int> -> !torch.vtensor<[3,2],complex<f32>>
  %1 = torch.aten.select.int %0, %int-2, %int1 : !torch.vtensor<[3,2],complex<f32>>, !torch.int, !torch.int -> !torch.vtensor<[2],complex<f32>>
  return %1 : !torch.vtensor<[2],complex<f32>>
}

// -----

// A step beyond the dim's size takes its first element (no overflow in the size).
// CHECK-LABEL: func.func @slice_huge_step
// CHECK: edge.slice.Tensor %{{.*}} {dim = 0 : i64, end = 5 : i64, start = 0 : i64, step = 9223372036854775807 : i64} : (tensor<5x2xf32>) -> tensor<1x2xf32>
func.func @slice_huge_step(%z: !torch.vtensor<[5],complex<f32>>) -> !torch.vtensor<[1],complex<f32>> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %max = torch.constant.int 9223372036854775807
  %0 = torch.aten.slice.Tensor %z, %int0, %none, %none, %max : !torch.vtensor<[5],complex<f32>>, !torch.int, !torch.none, !torch.none, !torch.int -> !torch.vtensor<[1],complex<f32>>
  return %0 : !torch.vtensor<[1],complex<f32>>
}
