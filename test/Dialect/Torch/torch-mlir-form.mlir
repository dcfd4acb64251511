// RUN: edgec-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// An op torch-mlir registers and edgec does not define parses in torch-mlir's form into torch.operator, with
// its operands and results checked against torch-mlir's definition (compiler/registry/torch_mlir_ops.tsv).

// CHECK-LABEL: func.func @parsed(
// CHECK: %[[I:.*]] = torch.operator "torch.aten.Int.bool"(%arg1) : (!torch.bool) -> !torch.int
// CHECK: torch.operator "torch.aten._assert_tensor_metadata"(%arg0, %none, %none, %[[I]], %none, %none) : (!torch.vtensor<[2],f32>, !torch.none, !torch.none, !torch.int, !torch.none, !torch.none) -> ()
// CHECK: torch.operator "torch.aten.add_.Tensor"(%arg2, %arg2, %[[I]]) {note = "kept"} : (!torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.int) -> !torch.tensor<[2],f32>
func.func @parsed(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.bool, %arg2: !torch.tensor<[2],f32>) -> !torch.tensor<[2],f32> {
  %none = torch.constant.none
  %0 = torch.aten.Int.bool %arg1 : !torch.bool -> !torch.int
  torch.aten._assert_tensor_metadata %arg0, %none, %none, %0, %none, %none : !torch.vtensor<[2],f32>, !torch.none, !torch.none, !torch.int, !torch.none, !torch.none
  %1 = torch.aten.add_.Tensor %arg2, %arg2, %0 {note = "kept"} : !torch.tensor<[2],f32>, !torch.tensor<[2],f32>, !torch.int -> !torch.tensor<[2],f32>
  return %1 : !torch.tensor<[2],f32>
}

// -----

func.func @operand_count(%arg0: !torch.bool) {
  // expected-error @+1 {{'torch.aten.Int.bool' takes 1 operands in torch-mlir's definition, but 2 are given}}
  %0 = torch.aten.Int.bool %arg0, %arg0 : !torch.bool, !torch.bool -> !torch.int
  return
}

// -----

func.func @operand_type(%arg0: !torch.int) {
  // expected-error @+1 {{'torch.aten.Int.bool' operand #0 must be Torch_BoolType (torch-mlir's type constraint), but got '!torch.int'}}
  %0 = torch.aten.Int.bool %arg0 : !torch.int -> !torch.int
  return
}

// -----

func.func @result_count(%arg0: !torch.bool) {
  // expected-error @+1 {{'torch.aten.Int.bool' has 1 result in torch-mlir's definition, but 0 types are given}}
  torch.aten.Int.bool %arg0 : !torch.bool
  return
}

// -----

func.func @result_type(%arg0: !torch.bool) {
  // expected-error @+1 {{'torch.aten.Int.bool' result #0 must be Torch_IntType (torch-mlir's type constraint), but got '!torch.float'}}
  %0 = torch.aten.Int.bool %arg0 : !torch.bool -> !torch.float
  return
}

// -----

func.func @torchscript_op(%arg0: !torch.int) {
  // expected-error @+1 {{'torch.prim.Print' is a torch-mlir op of TorchScript programs, not of the FX importer's, which edgec reads}}
  torch.prim.Print(%arg0) : !torch.int
  return
}

// -----

func.func @unknown(%arg0: !torch.vtensor<[2],f32>) {
  // An op torch-mlir does not register either stays unknown.
  // expected-error @+1 {{custom op 'torch.aten.frobnicate' is unknown}}
  %0 = torch.aten.frobnicate %arg0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return
}
