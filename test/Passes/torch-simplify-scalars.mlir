// RUN: edgec-opt %s -torch-simplify -split-input-file -verify-diagnostics | FileCheck %s
// torch-simplify folds scalar ops of constants, turns tensor-to-number conversions into _local_scalar_dense
// and drops the ops that compute nothing at inference, checking their conditions where they are constant.

// CHECK-LABEL: func.func @scalar_folds(
// CHECK-DAG: torch.constant.int 1
// CHECK-DAG: torch.constant.int -2
// CHECK-DAG: torch.constant.float 3.000000e+00
// CHECK-DAG: torch.constant.bool true
// CHECK-DAG: torch.constant.float 2.500000e-01
// CHECK-DAG: torch.constant.int 7
// CHECK-DAG: torch.constant.int -4
// CHECK-NOT: torch.operator
// CHECK-NOT: torch.aten.Int.Tensor
// CHECK: return
func.func @scalar_folds() -> (!torch.int, !torch.int, !torch.float, !torch.bool, !torch.float, !torch.int, !torch.int) {
  %true = torch.constant.bool true
  %float-2.5 = torch.constant.float -2.500000e+00
  %int3 = torch.constant.int 3
  %int-7 = torch.constant.int -7
  %int2 = torch.constant.int 2
  %0 = torch.aten.Int.bool %true : !torch.bool -> !torch.int
  %1 = torch.aten.Int.float %float-2.5 : !torch.float -> !torch.int
  %2 = torch.aten.Float.Scalar %int3 : !torch.int -> !torch.float
  %3 = torch.aten.gt.int %int3, %int2 : !torch.int, !torch.int -> !torch.bool
  %t = torch.vtensor.literal(dense<2.500000e-01> : tensor<f32>) : !torch.vtensor<[],f32>
  %4 = torch.aten.Float.Tensor %t : !torch.vtensor<[],f32> -> !torch.float
  %n = torch.prim.NumToTensor.Scalar %int-7 : !torch.int -> !torch.vtensor<[],si64>
  %5 = torch.aten.Int.Tensor %n : !torch.vtensor<[],si64> -> !torch.int
  %6 = torch.aten.neg.int %5 : !torch.int -> !torch.int
  // -7 // 2 rounds toward negative infinity
  %7 = torch.aten.floordiv.int %int-7, %int2 : !torch.int, !torch.int -> !torch.int
  return %0, %1, %2, %3, %4, %6, %7 : !torch.int, !torch.int, !torch.float, !torch.bool, !torch.float, !torch.int, !torch.int
}

// -----

// neg and not of a number that is not a constant are computed, not dropped (only conversions of a number of
// the result's kind are that number).
// CHECK-LABEL: func.func @not_conversions(
// CHECK: torch.operator "torch.aten.neg.int"(%arg0)
// CHECK: torch.operator "torch.aten.__not__"(%arg1)
func.func @not_conversions(%arg0: !torch.int, %arg1: !torch.bool) -> (!torch.int, !torch.bool) {
  %0 = torch.aten.neg.int %arg0 : !torch.int -> !torch.int
  %1 = torch.aten.__not__ %arg1 : !torch.bool -> !torch.bool
  return %0, %1 : !torch.int, !torch.bool
}

// -----

// A number read from a tensor of the same kind is its item(); Int of a float tensor (a truncation) stays.
// CHECK-LABEL: func.func @tensor_numbers(
// CHECK: torch.aten._local_scalar_dense %arg0 : !torch.vtensor<[1],f32> -> !torch.float
// CHECK: torch.aten._local_scalar_dense %arg0 : !torch.vtensor<[1],f32> -> !torch.float
// CHECK: torch.aten._local_scalar_dense %arg1 : !torch.vtensor<[],si64> -> !torch.int
// CHECK: torch.aten.Int.Tensor %arg0 : !torch.vtensor<[1],f32> -> !torch.int
func.func @tensor_numbers(%arg0: !torch.vtensor<[1],f32>, %arg1: !torch.vtensor<[],si64>) -> (!torch.float, !torch.float, !torch.int, !torch.int) {
  %0 = torch.aten.item %arg0 : !torch.vtensor<[1],f32> -> !torch.float
  %1 = torch.aten.ScalarImplicit %arg0 : !torch.vtensor<[1],f32> -> !torch.float
  %2 = torch.aten.Int.Tensor %arg1 : !torch.vtensor<[],si64> -> !torch.int
  %3 = torch.aten.Int.Tensor %arg0 : !torch.vtensor<[1],f32> -> !torch.int
  return %0, %1, %2, %3 : !torch.float, !torch.float, !torch.int, !torch.int
}

// -----

// Assertions, metadata checks and range constraints go, with what computed only their conditions.
// CHECK-LABEL: func.func @dropped(
// CHECK-NOT: assert
// CHECK-NOT: sym_constrain_range
// CHECK-NOT: torch.operator
// CHECK: return %arg0
func.func @dropped(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.int, %arg2: !torch.vtensor<[],i1>) -> !torch.vtensor<[2,3],f32> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int6 = torch.constant.int 6
  %str = torch.constant.str "size"
  %sizes = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  torch.aten._assert_tensor_metadata %arg0, %sizes, %none, %int6, %none, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.none, !torch.int, !torch.none, !torch.none
  %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.int
  %1 = torch.aten.ge.int %0, %int2 : !torch.int, !torch.int -> !torch.bool
  torch.runtime.assert %1, "batch of at least 2"
  %2 = torch.aten.Int.bool %1 : !torch.bool -> !torch.int
  torch.aten._assert_scalar %2, %str : !torch.int, !torch.str
  // Not constant: dropped unchecked, with the comparison that fed it.
  %3 = torch.aten.lt.int %arg1, %int3 : !torch.int, !torch.int -> !torch.bool
  torch.aten._assert_scalar %3, %str : !torch.bool, !torch.str
  torch.aten.sym_constrain_range_for_size %int2, %int1, %int3 : !torch.int, !torch.int, !torch.int
  torch.aten.sym_constrain_range %arg1, %none, %int3 : !torch.int, !torch.none, !torch.int
  torch.operator "torch.aten._assert_async.msg"(%arg2, %str) : (!torch.vtensor<[],i1>, !torch.str) -> ()
  return %arg0 : !torch.vtensor<[2,3],f32>
}

// -----

func.func @false_runtime_assert(%arg0: !torch.vtensor<[2,3],f32>) {
  %int0 = torch.constant.int 0
  %int4 = torch.constant.int 4
  %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.int
  %1 = torch.aten.eq.int %0, %int4 : !torch.int, !torch.int -> !torch.bool
  // expected-error @+1 {{assertion fails: batch must be 4}}
  torch.runtime.assert %1, "batch must be 4"
  return
}

// -----

func.func @false_assert_scalar() {
  %false = torch.constant.bool false
  %str = torch.constant.str "never"
  // expected-error @+1 {{assertion fails: never}}
  torch.aten._assert_scalar %false, %str : !torch.bool, !torch.str
  return
}

// -----

func.func @false_assert_async() {
  %f = torch.vtensor.literal(dense<false> : tensor<i1>) : !torch.vtensor<[],i1>
  // expected-error @+1 {{assertion fails}}
  torch.operator "torch.aten._assert_async"(%f) : (!torch.vtensor<[],i1>) -> ()
  return
}

// -----

func.func @metadata_dtype(%arg0: !torch.vtensor<[2,3],f32>) {
  %none = torch.constant.none
  %int4 = torch.constant.int 4
  // expected-error @+1 {{tensor metadata check fails: dtype 'si64' (ScalarType 4) asserted for a tensor of type '!torch.vtensor<[2,3],f32>'}}
  torch.aten._assert_tensor_metadata %arg0, %none, %none, %int4, %none, %none : !torch.vtensor<[2,3],f32>, !torch.none, !torch.none, !torch.int, !torch.none, !torch.none
  return
}

// -----

func.func @metadata_size(%arg0: !torch.vtensor<[2,3],f32>) {
  %none = torch.constant.none
  %int3 = torch.constant.int 3
  %sizes = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{tensor metadata check fails: size [3, 3] asserted for a tensor of type '!torch.vtensor<[2,3],f32>'}}
  torch.aten._assert_tensor_metadata %arg0, %sizes, %none, %none, %none, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none
  return
}

// -----

func.func @range(%arg0: !torch.vtensor<[2,3],f32>) {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int9 = torch.constant.int 9
  // expected-error @+1 {{the size 9 is outside the range constrained for a size [2, 3]}}
  torch.aten.sym_constrain_range_for_size %int9, %int2, %int3 : !torch.int, !torch.int, !torch.int
  return
}
