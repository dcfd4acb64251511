// RUN: edgec-opt %s -split-input-file -torch-bound-shapes -verify-diagnostics -mlir-print-local-scope | FileCheck %s

// Every `?` takes its upper bound; bindings are rewritten over all of the function's symbols; a symbolic
// size passed as a view size becomes its bound (the view's binding says what it is at run time).
// CHECK-LABEL: func.func @dynamic_batch
// CHECK-SAME: (%[[X:.*]]: !torch.vtensor<[32,16],f32>) -> !torch.vtensor<[128,4],f32>
// CHECK-SAME: attributes {edge.symbols = [{max = 32 : i64, min = 1 : i64, name = "s7"}]}
// CHECK: %[[S:.*]] = torch.symbolic_int "s7" {min_val = 1, max_val = 32}
// CHECK: torch.bind_symbolic_shape %[[X]], [%[[S]]], affine_map<()[s0] -> (s0, 16)> : !torch.vtensor<[32,16],f32>
// CHECK: %[[B:.*]] = torch.constant.int 128
// CHECK: %[[L:.*]] = torch.prim.ListConstruct %[[B]], %{{.*}}
// CHECK: torch.aten.view %[[X]], %[[L]] : !torch.vtensor<[32,16],f32>, !torch.list<int> -> !torch.vtensor<[128,4],f32>
// CHECK: torch.bind_symbolic_shape %{{.*}}, [%[[S]]], affine_map<()[s0] -> (s0 * 4, 4)> : !torch.vtensor<[128,4],f32>
// CHECK-NOT: torch.aten.size.int
// CHECK-NOT: torch.aten.mul.int
func.func @dynamic_batch(%arg0: !torch.vtensor<[?,16],f32>) -> !torch.vtensor<[?,4],f32> {
  %0 = torch.symbolic_int "s7" {min_val = 1, max_val = 32} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 16)> : !torch.vtensor<[?,16],f32>
  %int0 = torch.constant.int 0
  %int4 = torch.constant.int 4
  %1 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,16],f32>, !torch.int -> !torch.int
  %2 = torch.aten.mul.int %1, %int4 : !torch.int, !torch.int -> !torch.int
  %3 = torch.prim.ListConstruct %2, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %4 = torch.aten.view %arg0, %3 : !torch.vtensor<[?,16],f32>, !torch.list<int> -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %4, [%0], affine_map<()[s0] -> (s0 * 4, 4)> : !torch.vtensor<[?,4],f32>
  return %4 : !torch.vtensor<[?,4],f32>
}

// -----

// Two symbols; a binding that uses only the second is rewritten over both.
// CHECK-LABEL: func.func @two_symbols
// CHECK-SAME: !torch.vtensor<[8,10],f32>
// CHECK: torch.bind_symbolic_shape %arg0, [%{{.*}}, %{{.*}}], affine_map<()[s0, s1] -> (s0, s1 + 2)>
// CHECK: torch.bind_symbolic_shape %arg1, [%{{.*}}, %{{.*}}], affine_map<()[s0, s1] -> (s1)>
func.func @two_symbols(%arg0: !torch.vtensor<[?,?],f32>, %arg1: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?,?],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 8} : !torch.int
  %1 = torch.symbolic_int "s1" {min_val = 1, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 + 2)> : !torch.vtensor<[?,?],f32>
  torch.bind_symbolic_shape %arg1, [%1], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  return %arg0 : !torch.vtensor<[?,?],f32>
}

// -----

func.func @unbounded(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  // expected-error @+1 {{dynamic size s0 has no usable upper bound (min_val 2, max_val 9223372036854775806): export it with a maximum, e.g. --dynamic-dim INPUT:DIM:MIN:MAX}}
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 9223372036854775806} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  return %arg0 : !torch.vtensor<[?],f32>
}

// -----

func.func @unbound(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  // expected-error @+1 {{dynamic shape '!torch.vtensor<[?],f32>' has no torch.bind_symbolic_shape}}
  %1 = torch.aten.relu %arg0 : !torch.vtensor<[?],f32> -> !torch.vtensor<[?],f32>
  return %1 : !torch.vtensor<[?],f32>
}

// -----

// Errors name sizes by their symbols' names (those given at export); a size as an operand no rule takes
// (a reflection pad's amount) is refused.
func.func @size_as_value(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "len" {min_val = 2, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %1 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
  %2 = torch.aten.sub.int %1, %int1 : !torch.int, !torch.int -> !torch.int
  %pad = torch.prim.ListConstruct %int0, %2 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{uses the symbolic size len - 1 as a value in torch.aten.reflection_pad1d; edgec takes symbolic sizes as the sizes of view, reshape, expand and full-like ops, slice ends, an arange's start and end, a group norm's sizes, select and slice positions, clamp's bounds, and the Scalar operand of add, sub, rsub, mul, div, pow, fmod, remainder, comparisons, masked_fill, full and fill, and constant_pad_nd's amounts}}
  %3 = torch.aten.reflection_pad1d %arg0, %pad : !torch.vtensor<[?],f32>, !torch.list<int> -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %3, [%0], affine_map<()[s0] -> (s0 * 2 - 1)> : !torch.vtensor<[?],f32>
  return %3 : !torch.vtensor<[?],f32>
}

// -----

// A constant pad by a size that may be negative (a crop by len - 5 where len < 5) is refused.
func.func @pad_may_crop(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "len" {min_val = 2, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int5 = torch.constant.int 5
  %float0 = torch.constant.float 0.0
  %1 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
  %2 = torch.aten.sub.int %1, %int5 : !torch.int, !torch.int -> !torch.int
  %pad = torch.prim.ListConstruct %int0, %2 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{pads by the size len - 5, which may be negative (a crop): edgec pads by sizes that are never negative}}
  %3 = torch.aten.constant_pad_nd %arg0, %pad, %float0 : !torch.vtensor<[?],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %3, [%0], affine_map<()[s0] -> (s0 * 2 - 5)> : !torch.vtensor<[?],f32>
  return %3 : !torch.vtensor<[?],f32>
}

// -----

// Pads by sizes (to a fixed length 10, and centred: d // 2 before, d - d // 2 after): the fill, a broadcast
// zero-dim literal, concatenated around the tensor, each block bound to its size.
// CHECK-LABEL: func.func @pad_by_sizes
// CHECK: %[[FILL:.*]] = torch.vtensor.literal(dense<-1.000000e+00> : tensor<f32>)
// CHECK: %[[AFTER:.*]] = torch.aten.expand %[[FILL]], %{{.*}} -> !torch.vtensor<[2,8],f32>
// CHECK-NEXT: torch.bind_symbolic_shape %[[AFTER]], [%{{.*}}], affine_map<()[s0] -> (2, -s0 + 10)>
// CHECK: %[[FIXED:.*]] = torch.aten.cat %{{.*}} -> !torch.vtensor<[2,10],f32>
// CHECK: %[[ZERO:.*]] = torch.vtensor.literal(dense<0.000000e+00> : tensor<f32>)
// CHECK: %[[BEFORE:.*]] = torch.aten.expand %[[ZERO]], %{{.*}} -> !torch.vtensor<[2,5],f32>
// CHECK-NEXT: torch.bind_symbolic_shape %[[BEFORE]], [%{{.*}}], affine_map<()[s0] -> (2, {{.*}}floordiv 2{{.*}})>
// CHECK: %[[AFTER2:.*]] = torch.aten.expand %[[ZERO]], %{{.*}} -> !torch.vtensor<[2,5],f32>
// CHECK-NEXT: torch.bind_symbolic_shape %[[AFTER2]]
// CHECK: torch.aten.cat %{{.*}} -> !torch.vtensor<[2,12],f32>
// CHECK-NOT: constant_pad_nd
func.func @pad_by_sizes(%arg0: !torch.vtensor<[2,?],f32>) -> (!torch.vtensor<[2,10],f32>, !torch.vtensor<[2,12],f32>) {
  %0 = torch.symbolic_int "len" {min_val = 2, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (2, s0)> : !torch.vtensor<[2,?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int10 = torch.constant.int 10
  %int12 = torch.constant.int 12
  %fill = torch.constant.float -1.0
  %zero = torch.constant.float 0.0
  %1 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[2,?],f32>, !torch.int -> !torch.int
  %2 = torch.aten.sub.int %int10, %1 : !torch.int, !torch.int -> !torch.int
  %pad = torch.prim.ListConstruct %int0, %2 : (!torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten.constant_pad_nd %arg0, %pad, %fill : !torch.vtensor<[2,?],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[2,10],f32>
  %4 = torch.aten.sub.int %int12, %1 : !torch.int, !torch.int -> !torch.int
  %5 = torch.aten.floordiv.int %4, %int2 : !torch.int, !torch.int -> !torch.int
  %6 = torch.aten.sub.int %4, %5 : !torch.int, !torch.int -> !torch.int
  %centred = torch.prim.ListConstruct %5, %6 : (!torch.int, !torch.int) -> !torch.list<int>
  %7 = torch.aten.constant_pad_nd %arg0, %centred, %zero : !torch.vtensor<[2,?],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[2,12],f32>
  return %3, %7 : !torch.vtensor<[2,10],f32>, !torch.vtensor<[2,12],f32>
}

// -----

// A size as the Scalar operand of an elementwise op: where it is never negative, the op's run-time `other`
// (its bound written, the size recorded over the symbols). A size that may be negative (len - 5 in [-3, 3])
// is the item() of a zero-dim int64 tensor, a literal plus the size at run time (add.Scalar's run-time
// `other`), shifted up by the literal: -3 + (len - 2).
// CHECK-LABEL: func.func @scalar_operands
// CHECK-SAME: %arg0: !torch.vtensor<[8],f32>
// CHECK: %[[EIGHT:.*]] = torch.constant.int 8
// CHECK: %[[SHIFT:.*]] = torch.vtensor.literal(dense<-3> : tensor<si64>) : !torch.vtensor<[],si64>
// CHECK: %[[SIX:.*]] = torch.constant.int 6
// CHECK: %[[T1:.*]] = torch.aten.add.Scalar %[[SHIFT]], %[[SIX]], %{{.*}} {edge.run_time_params = {other = [affine_map<()[s0] -> (s0 - 2)>]}}
// CHECK: %[[N1:.*]] = torch.aten._local_scalar_dense %[[T1]] : !torch.vtensor<[],si64> -> !torch.int
// CHECK: %[[SUM:.*]] = torch.aten.add.Scalar %arg0, %[[N1]], %{{.*}} : !torch.vtensor<[8],f32>
// CHECK: torch.aten.div.Scalar %[[SUM]], %[[EIGHT]] {edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}}
// CHECK-NOT: torch.aten.sub.int
func.func @scalar_operands(%arg0: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "len" {min_val = 2, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int5 = torch.constant.int 5
  %1 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
  %s = torch.aten.sub.int %1, %int5 : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.add.Scalar %arg0, %s, %int1 : !torch.vtensor<[?],f32>, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %3 = torch.aten.div.Scalar %2, %1 : !torch.vtensor<[?],f32>, !torch.int -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %3, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  return %3 : !torch.vtensor<[?],f32>
}

// -----

// A count torch.export leaves unbounded takes the elements there are: nonzero over an input of dynamic
// batch s0 <= 8 finds at most 8 rows.
// CHECK-LABEL: func.func @nonzero_of_dynamic
// CHECK-SAME: edge.symbols = [{max = 8 : i64, min = 1 : i64, name = "s0"}, {max = 8 : i64, min = 0 : i64, name = "u0"}]
func.func @nonzero_of_dynamic(%x: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?,1],si64> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 8} : !torch.int
  %u0 = torch.symbolic_int "u0" {min_val = 0, max_val = 9223372036854775806} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %0 = torch.aten.nonzero %x : !torch.vtensor<[?],f32> -> !torch.vtensor<[?,1],si64>
  torch.bind_symbolic_shape %0, [%u0], affine_map<()[s0] -> (s0, 1)> : !torch.vtensor<[?,1],si64>
  return %0 : !torch.vtensor<[?,1],si64>
}

// -----

// Unless the elements are not bounded yet (a count over a size declared after it).
func.func @nonzero_unbounded(%x: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?,1],si64> {
  // expected-error @+1 {{data-dependent size u0 has no usable upper bound (min_val 0, max_val 9223372036854775806): neither torch.export nor the elements of the op's operands bound it}}
  %u0 = torch.symbolic_int "u0" {min_val = 0, max_val = 9223372036854775806} : !torch.int
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %x, [%s0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %0 = torch.aten.nonzero %x : !torch.vtensor<[?],f32> -> !torch.vtensor<[?,1],si64>
  torch.bind_symbolic_shape %0, [%u0], affine_map<()[s0] -> (s0, 1)> : !torch.vtensor<[?,1],si64>
  return %0 : !torch.vtensor<[?,1],si64>
}

// -----

// A bound looser than the elements there are tightens to them; a tighter one (torch._check) stays.
// CHECK-LABEL: func.func @nonzero_loose_and_tight
// CHECK-SAME: edge.symbols = [{max = 6 : i64, min = 0 : i64, name = "u0"}, {max = 2 : i64, min = 0 : i64, name = "u1"}]
func.func @nonzero_loose_and_tight(%x: !torch.vtensor<[6],f32>) -> (!torch.vtensor<[?,1],si64>, !torch.vtensor<[?,1],si64>) {
  %u0 = torch.symbolic_int "u0" {min_val = 0, max_val = 100} : !torch.int
  %u1 = torch.symbolic_int "u1" {min_val = 0, max_val = 2} : !torch.int
  %0 = torch.aten.nonzero %x : !torch.vtensor<[6],f32> -> !torch.vtensor<[?,1],si64>
  torch.bind_symbolic_shape %0, [%u0], affine_map<()[s0] -> (s0, 1)> : !torch.vtensor<[?,1],si64>
  %1 = torch.aten.relu %x : !torch.vtensor<[6],f32> -> !torch.vtensor<[6],f32>
  %2 = torch.aten.nonzero %1 : !torch.vtensor<[6],f32> -> !torch.vtensor<[?,1],si64>
  torch.bind_symbolic_shape %2, [%u1], affine_map<()[s0] -> (s0, 1)> : !torch.vtensor<[?,1],si64>
  return %0, %2 : !torch.vtensor<[?,1],si64>, !torch.vtensor<[?,1],si64>
}

// -----

// Sizes that shapes already state take their bound: arange's end with constant start and step (its values
// are start + i * step; its binding gives the count), native_group_norm's N, C and HxW (the input's sizes);
// a select index or slice start that is a dim's size minus k counts from the end (-k).
// CHECK-LABEL: func.func @sizes_stated_by_shapes
// CHECK: %[[END:.*]] = torch.constant.int 64
// CHECK: torch.aten.arange.start_step %{{.*}}, %[[END]], %{{.*}}
// CHECK: torch.aten.native_group_norm %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[END]],
// CHECK-NOT: torch.aten.sub.int
// CHECK: %[[LAST:.*]] = torch.constant.int -1
// CHECK: torch.aten.select.int %{{.*}}, %{{.*}}, %[[LAST]]
func.func @sizes_stated_by_shapes(%x: !torch.vtensor<[2,4,?],f32>) -> (!torch.vtensor<[?],si64>, !torch.vtensor<[2,4,?],f32>, !torch.vtensor<[2,4],f32>) {
  %0 = torch.symbolic_int "t" {min_val = 2, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%0], affine_map<()[s0] -> (2, 4, s0)> : !torch.vtensor<[2,4,?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %cpu = torch.constant.device "cpu"
  %false = torch.constant.bool false
  %eps = torch.constant.float 1.000000e-05
  %t = torch.aten.size.int %x, %int2 : !torch.vtensor<[2,4,?],f32>, !torch.int -> !torch.int
  %r = torch.aten.arange.start_step %int0, %t, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
  torch.bind_symbolic_shape %r, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],si64>
  %n:3 = torch.aten.native_group_norm %x, %none, %none, %int2, %int4, %t, %int2, %eps : !torch.vtensor<[2,4,?],f32>, !torch.none, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,4,?],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>
  torch.bind_symbolic_shape %n#0, [%0], affine_map<()[s0] -> (2, 4, s0)> : !torch.vtensor<[2,4,?],f32>
  %last = torch.aten.sub.int %t, %int1 : !torch.int, !torch.int -> !torch.int
  %s = torch.aten.select.int %x, %int2, %last : !torch.vtensor<[2,4,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4],f32>
  return %r, %n#0, %s : !torch.vtensor<[?],si64>, !torch.vtensor<[2,4,?],f32>, !torch.vtensor<[2,4],f32>
}

// -----

// native_group_norm's sizes must be its input's.
func.func @group_norm_sizes(%x: !torch.vtensor<[2,4,?],f32>) -> !torch.vtensor<[2,4,?],f32> {
  %0 = torch.symbolic_int "t" {min_val = 2, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%0], affine_map<()[s0] -> (2, 4, s0)> : !torch.vtensor<[2,4,?],f32>
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %t = torch.aten.size.int %x, %int2 : !torch.vtensor<[2,4,?],f32>, !torch.int -> !torch.int
  %wrong = torch.aten.sub.int %t, %int1 : !torch.int, !torch.int -> !torch.int
  // expected-error @+1 {{native_group_norm: HxW is t - 1, not the input's t}}
  %n:3 = torch.aten.native_group_norm %x, %none, %none, %int2, %int4, %wrong, %int2, %eps : !torch.vtensor<[2,4,?],f32>, !torch.none, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,4,?],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>
  torch.bind_symbolic_shape %n#0, [%0], affine_map<()[s0] -> (2, 4, s0)> : !torch.vtensor<[2,4,?],f32>
  return %n#0 : !torch.vtensor<[2,4,?],f32>
}

// -----

// An arange whose start is a size: the arange from 0 to the count's bound (68), its count stated by its
// binding, plus the size as add.Scalar's run-time `other`, as for any Scalar operand.
// CHECK-LABEL: func.func @arange_start
// CHECK: %[[BOUND:.*]] = torch.constant.int 64
// CHECK-NEXT: %[[ZERO:.*]] = torch.constant.int 0
// CHECK-NEXT: %[[END:.*]] = torch.constant.int 68
// CHECK: %[[STEPS:.*]] = torch.aten.arange.start_step %[[ZERO]], %[[END]], %{{.*}} : {{.*}} -> !torch.vtensor<[68],si64>
// CHECK-NEXT: torch.bind_symbolic_shape %[[STEPS]], [%{{.*}}], affine_map<()[s0] -> (-s0 + 70)>
// CHECK-NEXT: %[[SUM:.*]] = torch.aten.add.Scalar %[[STEPS]], %[[BOUND]], %{{.*}} {edge.run_time_params = {other = [affine_map<()[s0] -> (s0)>]}}
// CHECK-NEXT: torch.bind_symbolic_shape %[[SUM]], [%{{.*}}], affine_map<()[s0] -> (-s0 + 70)>
// CHECK-NEXT: return %[[SUM]]
func.func @arange_start(%x: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],si64> {
  %0 = torch.symbolic_int "t" {min_val = 2, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int70 = torch.constant.int 70
  %none = torch.constant.none
  %cpu = torch.constant.device "cpu"
  %false = torch.constant.bool false
  %t = torch.aten.size.int %x, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
  %r = torch.aten.arange.start_step %t, %int70, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
  torch.bind_symbolic_shape %r, [%0], affine_map<()[s0] -> (-s0 + 70)> : !torch.vtensor<[?],si64>
  return %r : !torch.vtensor<[?],si64>
}

// -----

// The rest of torch.export's size arithmetic: % (an affine mod), and max / min where the bounds decide
// which operand it is (max(t, 1) with t >= 2 is t; min(t, 64) is t).
// CHECK-LABEL: func.func @mod_max_min
// CHECK: torch.bind_symbolic_shape %{{.*}}, [%{{.*}}], affine_map<()[s0] -> (s0 mod 4, s0)> : !torch.vtensor<[3,64],f32>
// CHECK-NOT: torch.aten.remainder.int
// CHECK-NOT: torch.prim.max.int
// CHECK-NOT: torch.prim.min.int
func.func @mod_max_min(%x: !torch.vtensor<[?],f32>, %y: !torch.vtensor<[4,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %0 = torch.symbolic_int "t" {min_val = 2, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %y, [%0], affine_map<()[s0] -> (4, s0)> : !torch.vtensor<[4,?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %int64 = torch.constant.int 64
  %t = torch.aten.size.int %x, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
  %rows = torch.aten.remainder.int %t, %int4 : !torch.int, !torch.int -> !torch.int
  %hi = torch.prim.max.int %t, %int1 : !torch.int, !torch.int -> !torch.int
  %cols = torch.prim.min.int %hi, %int64 : !torch.int, !torch.int -> !torch.int
  %sizes = torch.prim.ListConstruct %rows, %cols : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.aten.slice.Tensor %y, %int0, %int0, %rows, %int1 : !torch.vtensor<[4,?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?],f32>
  torch.bind_symbolic_shape %s, [%0], affine_map<()[s0] -> (s0 mod 4, s0)> : !torch.vtensor<[?,?],f32>
  %false = torch.constant.bool false
  %r = torch.aten.expand %s, %sizes, %false : !torch.vtensor<[?,?],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,?],f32>
  torch.bind_symbolic_shape %r, [%0], affine_map<()[s0] -> (s0 mod 4, s0)> : !torch.vtensor<[?,?],f32>
  return %r : !torch.vtensor<[?,?],f32>
}

// -----

// A maximum the bounds do not decide.
func.func @undecided_max(%x: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.symbolic_int "t" {min_val = 2, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %x, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int8 = torch.constant.int 8
  %t = torch.aten.size.int %x, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
  // expected-error @+1 {{takes the maximum of sizes t and 8, which the bounds do not decide: not supported yet}}
  %m = torch.prim.max.int %t, %int8 : !torch.int, !torch.int -> !torch.int
  %sizes = torch.prim.ListConstruct %m : (!torch.int) -> !torch.list<int>
  %r = torch.aten.view %x, %sizes : !torch.vtensor<[?],f32>, !torch.list<int> -> !torch.vtensor<[?],f32>
  torch.bind_symbolic_shape %r, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  return %r : !torch.vtensor<[?],f32>
}

// -----

// Sizes an op takes as run-time parameters (upsample's output_size, edge_ops.py run_time_params): their upper
// bounds, with each size recorded on the op for the runtime to evaluate (a constant element as unit).
// CHECK-LABEL: func.func @resize_to_input
// CHECK: %[[H:.*]] = torch.constant.int 96
// CHECK: %[[W:.*]] = torch.constant.int 80
// CHECK: %[[L:.*]] = torch.prim.ListConstruct %[[H]], %[[W]]
// CHECK: torch.aten.upsample_bilinear2d.vec %{{.*}}, %[[L]], %{{.*}}, %{{.*}} {edge.run_time_params = {output_size = [affine_map<()[s0, s1] -> (s0)>, affine_map<()[s0, s1] -> (s1 * 2)>]}}
// CHECK-SAME: -> !torch.vtensor<[1,3,96,80],f32>
// CHECK: torch.aten.upsample_bilinear2d.vec %{{.*}} {edge.run_time_params = {output_size = [affine_map<()[s0, s1] -> (s0)>, unit]}}
func.func @resize_to_input(%x: !torch.vtensor<[1,3,?,?],f32>, %y: !torch.vtensor<[1,3,8,8],f32>) -> (!torch.vtensor<[1,3,?,?],f32>, !torch.vtensor<[1,3,?,8],f32>) {
  %0 = torch.symbolic_int "h" {min_val = 4, max_val = 96} : !torch.int
  %1 = torch.symbolic_int "w" {min_val = 4, max_val = 40} : !torch.int
  torch.bind_symbolic_shape %x, [%0, %1], affine_map<()[s0, s1] -> (1, 3, s0, s1)> : !torch.vtensor<[1,3,?,?],f32>
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int8 = torch.constant.int 8
  %h = torch.aten.size.int %x, %int2 : !torch.vtensor<[1,3,?,?],f32>, !torch.int -> !torch.int
  %w = torch.aten.size.int %x, %int3 : !torch.vtensor<[1,3,?,?],f32>, !torch.int -> !torch.int
  %w2 = torch.aten.mul.int %w, %int2 : !torch.int, !torch.int -> !torch.int
  %sizes = torch.prim.ListConstruct %h, %w2 : (!torch.int, !torch.int) -> !torch.list<int>
  %false = torch.constant.bool false
  %none = torch.constant.none
  %r = torch.aten.upsample_bilinear2d.vec %x, %sizes, %false, %none : !torch.vtensor<[1,3,?,?],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,3,?,?],f32>
  torch.bind_symbolic_shape %r, [%0, %1], affine_map<()[s0, s1] -> (1, 3, s0, s1 * 2)> : !torch.vtensor<[1,3,?,?],f32>
  %rows = torch.prim.ListConstruct %h, %int8 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.aten.upsample_bilinear2d.vec %y, %rows, %false, %none : !torch.vtensor<[1,3,8,8],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,3,?,8],f32>
  torch.bind_symbolic_shape %s, [%0, %1], affine_map<()[s0, s1] -> (1, 3, s0, 8)> : !torch.vtensor<[1,3,?,8],f32>
  return %r, %s : !torch.vtensor<[1,3,?,?],f32>, !torch.vtensor<[1,3,?,8],f32>
}

// -----

// Each function's run-time parameters are over its own symbols (the pass runs function by function).
// CHECK-LABEL: func.func @resize_first
// CHECK: torch.aten.upsample_bilinear2d.vec {{.*}} {edge.run_time_params = {output_size = [affine_map<()[s0, s1] -> (s0)>, affine_map<()[s0, s1] -> (s1)>]}}
// CHECK-LABEL: func.func @one_symbol
// CHECK-NOT: edge.run_time_params
func.func @resize_first(%x: !torch.vtensor<[1,3,?,?],f32>) -> !torch.vtensor<[1,3,?,?],f32> {
  %0 = torch.symbolic_int "h" {min_val = 4, max_val = 96} : !torch.int
  %1 = torch.symbolic_int "w" {min_val = 4, max_val = 40} : !torch.int
  torch.bind_symbolic_shape %x, [%0, %1], affine_map<()[s0, s1] -> (1, 3, s0, s1)> : !torch.vtensor<[1,3,?,?],f32>
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %h = torch.aten.size.int %x, %int2 : !torch.vtensor<[1,3,?,?],f32>, !torch.int -> !torch.int
  %w = torch.aten.size.int %x, %int3 : !torch.vtensor<[1,3,?,?],f32>, !torch.int -> !torch.int
  %sizes = torch.prim.ListConstruct %h, %w : (!torch.int, !torch.int) -> !torch.list<int>
  %false = torch.constant.bool false
  %none = torch.constant.none
  %r = torch.aten.upsample_bilinear2d.vec %x, %sizes, %false, %none : !torch.vtensor<[1,3,?,?],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,3,?,?],f32>
  torch.bind_symbolic_shape %r, [%0, %1], affine_map<()[s0, s1] -> (1, 3, s0, s1)> : !torch.vtensor<[1,3,?,?],f32>
  return %r : !torch.vtensor<[1,3,?,?],f32>
}
func.func @one_symbol(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %0 = torch.symbolic_int "n" {min_val = 1, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %x, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %r = torch.aten.relu %x : !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %r, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  return %r : !torch.vtensor<[?,4],f32>
}
