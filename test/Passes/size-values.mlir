// RUN: edgec-opt %s --edgec-lower -mlir-print-local-scope | FileCheck %s

// Sizes used as values lower to a zero-dim int64 tensor computed at run time (a constant plus the size,
// add.Scalar's run-time `other`), which each op takes as its Tensor overload's zero-dim operand: a full of
// the size (converted to f32, expanded as a broadcast view of the dynamic shape), a masked_fill with a size
// expression. CSE makes one tensor of each size. A comparison with a size takes it as its run-time `other`
// instead, and so does an arange starting at a size: the arange from 0 at the bound, read as a view of the
// result's dynamic length, plus the start as add.Scalar's run-time `other`.
// CHECK-LABEL: func.func @values
// CHECK: %[[ZERO:.*]] = edge.constant dense<0> : tensor<i64>
// CHECK: %[[ROWS:.*]] = edge.add.Scalar %[[ZERO]] {alpha = 1 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, other = 9 : i64}
// CHECK: %[[F:.*]] = edge._to_copy %[[ROWS]] : (tensor<i64>) -> tensor<f32>
// CHECK: %[[FULL:.*]] = edge.expand %[[F]] {edge.dims = [affine_map<()[s0] -> (s0, 4)>], size = array<i64: 9, 4>}
// CHECK: %[[SUM:.*]] = edge.add.Tensor %arg0, %[[FULL]]
// CHECK: %[[LT:.*]] = edge.lt.Scalar %arg0 {edge.dims = [affine_map<()[s0] -> (s0, 4)>], edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, other = 9 : i64}
// CHECK: %[[ROWS4:.*]] = edge.add.Scalar %[[ZERO]] {alpha = 1 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0 * 4)>]}, other = 36 : i64}
// CHECK: edge.masked_fill.Tensor %[[SUM]], %[[LT]], %[[ROWS4]]
// CHECK: %[[STEPS:.*]] = edge.view %{{.*}} {edge.dims = [affine_map<()[s0] -> (s0 * 4)>], size = array<i64: 36>}
// CHECK: edge.add.Scalar %[[STEPS]] {alpha = 1 : i64, edge.dims = [affine_map<()[s0] -> (s0 * 4)>], edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, other = 9 : i64}
func.func @values(%x: !torch.vtensor<[?,4],f32>) -> (!torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],si64>) {
  %0 = torch.symbolic_int "rows" {min_val = 1, max_val = 9} : !torch.int
  torch.bind_symbolic_shape %x, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %cpu = torch.constant.device "cpu"
  %false = torch.constant.bool false
  %t = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.int
  %shape = torch.prim.ListConstruct %t, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %f = torch.aten.full %shape, %t, %int6, %int0, %cpu, %false : !torch.list<int>, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %f, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %y = torch.aten.add.Tensor %x, %f, %int1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %y, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %m = torch.aten.lt.Scalar %x, %t : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[?,4],i1>
  torch.bind_symbolic_shape %m, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],i1>
  %t2 = torch.aten.mul.int %t, %int4 : !torch.int, !torch.int -> !torch.int
  %z = torch.aten.masked_fill.Scalar %y, %m, %t2 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],i1>, !torch.int -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %z, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %int5 = torch.constant.int 5
  %t5 = torch.aten.mul.int %t, %int5 : !torch.int, !torch.int -> !torch.int
  %ar = torch.aten.arange.start_step %t, %t5, %int1, %int4, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
  torch.bind_symbolic_shape %ar, [%0], affine_map<()[s0] -> (s0 * 4)> : !torch.vtensor<[?],si64>
  %v = torch.aten.view %ar, %shape : !torch.vtensor<[?],si64>, !torch.list<int> -> !torch.vtensor<[?,4],si64>
  torch.bind_symbolic_shape %v, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],si64>
  return %z, %v : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],si64>
}

// A select's index and a slice's start that are a size not counted from the end (a buffer read at the cache's
// length): the positions an arange from that size (add.Scalar's run-time `other`), gathered (index_select, as an embedding
// with its bounds check), the select's dim squeezed; the slice to the end has the dynamic count 24 - cache.
// CHECK-LABEL: func.func @positions
// CHECK: %[[ALL:.*]] = edge.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]> : tensor<23xi64>
// CHECK: %[[THREE:.*]] = edge.constant dense<[0, 1, 2]> : tensor<3xi64>
// CHECK: %[[ONE:.*]] = edge.constant dense<0> : tensor<1xi64>
// CHECK: %[[AT:.*]] = edge.add.Scalar %[[ONE]] {alpha = 1 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, other = 12 : i64}
// CHECK: %[[ROW:.*]] = edge.embedding %arg0, %{{.*}} : (tensor<24x4xf32>, tensor<1xi64>) -> tensor<1x4xf32>
// CHECK: edge.squeeze.dim %[[ROW]] {dim = 0 : i64} : (tensor<1x4xf32>) -> tensor<4xf32>
// CHECK: edge.add.Scalar %[[THREE]] {alpha = 1 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, other = 12 : i64}
// CHECK: edge.embedding %arg0, %{{.*}} : (tensor<24x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
// CHECK: %[[REST:.*]] = edge.view %[[ALL]] {edge.dims = [affine_map<()[s0] -> (-s0 + 24)>], size = array<i64: 23>}
// CHECK: edge.add.Scalar %[[REST]] {alpha = 1 : i64, edge.dims = [affine_map<()[s0] -> (-s0 + 24)>], edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, other = 12 : i64}
// CHECK: edge.embedding %arg0, %{{.*}} {edge.dims = [affine_map<()[s0] -> (-s0 + 24, 4)>]
func.func @positions(%buf: !torch.vtensor<[24,4],f32>, %past: !torch.vtensor<[?,4],f32>) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[?,4],f32>) {
  %0 = torch.symbolic_int "cache" {min_val = 1, max_val = 12} : !torch.int
  torch.bind_symbolic_shape %past, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %max = torch.constant.int 9223372036854775807
  %p = torch.aten.size.int %past, %int0 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.int
  %row = torch.aten.select.int %buf, %int0, %p : !torch.vtensor<[24,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[4],f32>
  %p3 = torch.aten.add.int %p, %int3 : !torch.int, !torch.int -> !torch.int
  %win = torch.aten.slice.Tensor %buf, %int0, %p, %p3, %int1 : !torch.vtensor<[24,4],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,4],f32>
  %rest = torch.aten.slice.Tensor %buf, %int0, %p, %max, %int1 : !torch.vtensor<[24,4],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %rest, [%0], affine_map<()[s0] -> (-s0 + 24, 4)> : !torch.vtensor<[?,4],f32>
  return %row, %win, %rest : !torch.vtensor<[4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[?,4],f32>
}

// A clamp whose bound is a size: maximum with the lower bound, then minimum with the upper one, as ATen's
// clamp, each size a zero-dim int64 tensor computed at run time; a constant bound stays a clamp's.
// CHECK-LABEL: func.func @clamps
// CHECK: %[[M:.*]] = edge.add.Scalar %{{.*}} {alpha = 1 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0 - 1)>]}, other = 7 : i64}
// CHECK: edge.minimum %arg0, %[[M]] {edge.dims = [affine_map<()[s0] -> (s0)>]} : (tensor<8xf32>, tensor<i64>) -> tensor<8xf32>
// CHECK: %[[LOW:.*]] = edge.clamp %arg0 {edge.dims = [affine_map<()[s0] -> (s0)>], min = 1 : i64}
// CHECK: %[[T:.*]] = edge.add.Scalar %{{.*}} {alpha = 1 : i64, edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}, other = 8 : i64}
// CHECK: edge.minimum %[[LOW]], %[[T]]
func.func @clamps(%arg0: !torch.vtensor<[?],f32>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>) {
  %0 = torch.symbolic_int "len" {min_val = 2, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %1 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
  %m = torch.aten.sub.int %1, %int1 : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.clamp %arg0, %none, %m : !torch.vtensor<[?],f32>, !torch.none, !torch.int -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %3 = torch.aten.clamp %arg0, %int1, %1 : !torch.vtensor<[?],f32>, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %3, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  return %2, %3 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>
}
