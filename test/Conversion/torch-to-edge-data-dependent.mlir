// RUN: edgec-opt %s -split-input-file -torch-bound-shapes -torch-to-edge -mlir-print-local-scope | FileCheck %s

// Sizes found in the data: nonzero lowers 1:1, planned for its row count's bound (the symbol's maximum,
// torch.export's: the input's element count) and bound to the count's symbol.
// CHECK-LABEL: func.func @nonzero
// CHECK-SAME: -> tensor<20x2xi64>
// CHECK-SAME: edge.symbols = [{max = 20 : i64, min = 0 : i64, name = "u0"}]
// CHECK: %[[NZ:.*]] = edge.nonzero %{{.*}} : (tensor<4x5xf32>) -> tensor<20x2xi64>
// CHECK: edge.bind_shape %[[NZ]], affine_map<()[s0] -> (s0, 2)> : tensor<20x2xi64>
func.func @nonzero(%arg0: !torch.vtensor<[4,5],f32>) -> !torch.vtensor<[?,2],si64> {
  %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 20} : !torch.int
  %1 = torch.aten.nonzero %arg0 : !torch.vtensor<[4,5],f32> -> !torch.vtensor<[?,2],si64>
  torch.bind_symbolic_shape %1, [%0], affine_map<()[s0] -> (s0, 2)> : !torch.vtensor<[?,2],si64>
  return %1 : !torch.vtensor<[?,2],si64>
}

// -----

// x[mask] with a mask computed at run time: the mask's coordinates (nonzero, bound to the result's count)
// pick the rows, without a range test (they are in range).
// CHECK-LABEL: func.func @mask_rows
// CHECK: %[[MASK:.*]] = edge.gt.Scalar
// CHECK: %[[NZ:.*]] = edge.nonzero %[[MASK]] {edge.dims = [affine_map<()[s0] -> (s0, 1)>]} : (tensor<6xi1>) -> tensor<6x1xi64>
// CHECK: edge.bind_shape %[[NZ]], affine_map<()[s0] -> (s0, 1)>
// CHECK: %[[COL:.*]] = edge.select.int %[[NZ]] {dim = 1 : i64, index = 0 : i64}
// CHECK-NOT: edge.where
// CHECK: edge.embedding %{{.*}}, %[[COL]]
func.func @mask_rows(%s: !torch.vtensor<[6],f32>, %t: !torch.vtensor<[6,3],f32>) -> !torch.vtensor<[?,3],f32> {
  %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 6} : !torch.int
  %int0 = torch.constant.int 0
  %1 = torch.aten.gt.Scalar %s, %int0 : !torch.vtensor<[6],f32>, !torch.int -> !torch.vtensor<[6],i1>
  %2 = torch.prim.ListConstruct %1 : (!torch.vtensor<[6],i1>) -> !torch.list<optional<vtensor>>
  %3 = torch.aten.index.Tensor %t, %2 : !torch.vtensor<[6,3],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[?,3],f32>
  torch.bind_symbolic_shape %3, [%0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
  return %3 : !torch.vtensor<[?,3],f32>
}

// -----

// masked_select: the mask broadcast over the input; torch.export bounds the count by the mask's 4 elements
// (and leaves a zero-dim mask's unbounded): the broadcast's 8 are the true bound.
// CHECK-LABEL: func.func @masked_select
// CHECK-SAME: -> tensor<8xf32>
// CHECK-SAME: edge.symbols = [{max = 8 : i64, min = 0 : i64, name = "u0"}]
// CHECK: %[[NZ:.*]] = edge.nonzero %{{.*}} : (tensor<8xi1>) -> tensor<8x1xi64>
// CHECK: edge.bind_shape %[[NZ]], affine_map<()[s0] -> (s0, 1)>
func.func @masked_select(%x: !torch.vtensor<[2,1,4],f32>, %m: !torch.vtensor<[4],i1>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 4} : !torch.int
  %1 = torch.aten.masked_select %x, %m : !torch.vtensor<[2,1,4],f32>, !torch.vtensor<[4],i1> -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %1, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  return %1 : !torch.vtensor<[?],f32>
}
