// RUN: edgec-opt %s -torch-simplify -split-input-file -verify-diagnostics | FileCheck %s

// A generic op that edgec's table has becomes the named op; an unknown one stays generic.
// CHECK-LABEL: func.func @resolve_operator(
// CHECK: %[[BN:.*]], %{{.*}}, %{{.*}} = torch.aten._native_batch_norm_legit_no_training %arg0, %arg1, %arg1, %arg1, %arg1,
// CHECK: torch.operator "torch.custom.unknown"(%[[BN]])
func.func @resolve_operator(%arg0: !torch.vtensor<[1,4,2,2],f32>, %arg1: !torch.vtensor<[4],f32>) -> !torch.vtensor<[1,4,2,2],f32> {
  %float1.000000e-01 = torch.constant.float 1.000000e-01
  %float1.000000e-05 = torch.constant.float 1.000000e-05
  %0:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %arg1, %arg1, %arg1, %arg1, %float1.000000e-01, %float1.000000e-05) : (!torch.vtensor<[1,4,2,2],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.float) -> (!torch.vtensor<[1,4,2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>)
  %1 = torch.operator "torch.custom.unknown"(%0#0) : (!torch.vtensor<[1,4,2,2],f32>) -> !torch.vtensor<[1,4,2,2],f32>
  return %1 : !torch.vtensor<[1,4,2,2],f32>
}

// -----

// Static sizes fold, static shape bindings and their unused symbols go, NumToTensor of a constant is a literal.
// CHECK-LABEL: func.func @static_shapes(
// CHECK-NOT: torch.symbolic_int
// CHECK-NOT: torch.bind_symbolic_shape
// CHECK-NOT: torch.aten.size.int
// CHECK: %[[T:.*]] = torch.vtensor.literal(dense<3> : tensor<si64>) : !torch.vtensor<[],si64>
// CHECK: return %[[T]]
func.func @static_shapes(%arg0: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[],si64> {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (2, 3)> : !torch.vtensor<[2,3],f32>
  %int-1 = torch.constant.int -1
  %1 = torch.aten.size.int %arg0, %int-1 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.int
  %2 = torch.prim.NumToTensor.Scalar %1 : !torch.int -> !torch.vtensor<[],si64>
  return %2 : !torch.vtensor<[],si64>
}

// -----

// Dynamic shapes keep their symbols (they bound the future dynamic-shape plans).
// CHECK-LABEL: func.func @dynamic_shapes(
// CHECK: torch.symbolic_int "s0"
// CHECK: torch.bind_symbolic_shape
// CHECK: torch.aten.size.int
func.func @dynamic_shapes(%arg0: !torch.vtensor<[?,3],f32>) -> !torch.int {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
  %int0 = torch.constant.int 0
  %1 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int
  return %1 : !torch.int
}

// -----

// A generic op whose operands do not fit the named op's schema is an error at its location.
func.func @operator_schema_mismatch(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int1 = torch.constant.int 1
  // expected-error @+1 {{'torch.aten.relu' op requires a single operand}}
  %0 = torch.operator "torch.aten.relu"(%arg0, %int1) : (!torch.vtensor<[4],f32>, !torch.int) -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

func.func @operator_type_mismatch(%arg0: !torch.int) -> !torch.vtensor<[4],f32> {
  // expected-error @+1 {{'torch.aten.relu' op operand #0 must be !torch.vtensor, but got '!torch.int'}}
  %0 = torch.operator "torch.aten.relu"(%arg0) : (!torch.int) -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
