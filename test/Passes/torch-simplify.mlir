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

// -----

// A product plus a bias along its columns is the product with the bias: bmm (through a view that keeps the
// column count) plus [32] is baddbmm (beta the add's alpha); mm plus a bias scaled by 2 as the add's self is
// addmm with alpha 2. The bindings move to the new product. Not: a bias along rows ([4,1]), or a product
// something else reads too.
// CHECK-LABEL: func.func @bias_into_product(
// CHECK: %[[P:.*]] = torch.aten.baddbmm %arg2, %arg0, %arg1, %{{.*}}, %{{.*}} : !torch.vtensor<[32],f32>, !torch.vtensor<[?,4,8],f32>, !torch.vtensor<[?,8,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4,32],f32>
// CHECK-NEXT: torch.bind_symbolic_shape %[[P]]
// CHECK: %[[V:.*]] = torch.aten.view %[[P]]
// CHECK-NEXT: torch.bind_symbolic_shape %[[V]]
// CHECK: %[[M:.*]] = torch.aten.addmm %arg4, %arg3, %arg3, %{{.*}}, %int2 :
// CHECK: torch.aten.mm %arg3, %arg3
// CHECK: torch.aten.add.Tensor
// CHECK: torch.aten.mm %arg3, %arg3
// CHECK: torch.aten.add.Tensor
// CHECK: return %[[V]], %[[M]]
func.func @bias_into_product(%a: !torch.vtensor<[?,4,8],f32>, %b: !torch.vtensor<[?,8,32],f32>, %bias: !torch.vtensor<[32],f32>,
                             %m: !torch.vtensor<[32,32],f32>, %row: !torch.vtensor<[32],f32>, %col: !torch.vtensor<[32,1],f32>)
    -> (!torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32>, !torch.vtensor<[32,32],f32>, !torch.vtensor<[32,32],f32>, !torch.vtensor<[32,32],f32>) {
  %s0 = torch.symbolic_int "batch" {min_val = 1, max_val = 8} : !torch.int
  torch.bind_symbolic_shape %a, [%s0], affine_map<()[s0] -> (s0, 4, 8)> : !torch.vtensor<[?,4,8],f32>
  torch.bind_symbolic_shape %b, [%s0], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %int32 = torch.constant.int 32
  %0 = torch.aten.bmm %a, %b : !torch.vtensor<[?,4,8],f32>, !torch.vtensor<[?,8,32],f32> -> !torch.vtensor<[?,4,32],f32>
  torch.bind_symbolic_shape %0, [%s0], affine_map<()[s0] -> (s0, 4, 32)> : !torch.vtensor<[?,4,32],f32>
  %shape = torch.prim.ListConstruct %int-1, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.view %0, %shape : !torch.vtensor<[?,4,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
  torch.bind_symbolic_shape %1, [%s0], affine_map<()[s0] -> (s0 * 4, 32)> : !torch.vtensor<[?,32],f32>
  %2 = torch.aten.add.Tensor %1, %bias, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
  torch.bind_symbolic_shape %2, [%s0], affine_map<()[s0] -> (s0 * 4, 32)> : !torch.vtensor<[?,32],f32>
  %3 = torch.aten.mm %m, %m : !torch.vtensor<[32,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[32,32],f32>
  %4 = torch.aten.add.Tensor %row, %3, %int2 : !torch.vtensor<[32],f32>, !torch.vtensor<[32,32],f32>, !torch.int -> !torch.vtensor<[32,32],f32>
  %5 = torch.aten.mm %m, %m : !torch.vtensor<[32,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[32,32],f32>
  %6 = torch.aten.add.Tensor %5, %col, %int1 : !torch.vtensor<[32,32],f32>, !torch.vtensor<[32,1],f32>, !torch.int -> !torch.vtensor<[32,32],f32>
  %7 = torch.aten.mm %m, %m : !torch.vtensor<[32,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[32,32],f32>
  %8 = torch.aten.add.Tensor %7, %row, %int1 : !torch.vtensor<[32,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32,32],f32>
  return %2, %4, %6, %7, %8 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32>, !torch.vtensor<[32,32],f32>, !torch.vtensor<[32,32],f32>, !torch.vtensor<[32,32],f32>
}
