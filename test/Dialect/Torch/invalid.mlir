// RUN: edgec-opt %s -split-input-file -verify-diagnostics

func.func @list_element_mismatch(%arg0: !torch.float) {
  // expected-error @+1 {{element #0 of type '!torch.float' does not fit '!torch.list<int>'}}
  %0 = torch.prim.ListConstruct %arg0 : (!torch.float) -> !torch.list<int>
  return
}

// -----

func.func @literal_type_mismatch() {
  // expected-error @+1 {{value of type 'tensor<2xf32>' does not match result type '!torch.vtensor<[3],f32>'}}
  %0 = torch.vtensor.literal(dense<1.0> : tensor<2xf32>) : !torch.vtensor<[3],f32>
  return
}

// -----

func.func @wrong_operand_type(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.int) {
  // expected-error @+1 {{operand #1 must be !torch.vtensor, but got '!torch.int'}}
  %0 = torch.aten.add.Tensor %arg0, %arg1, %arg1 : !torch.vtensor<[2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @wrong_operand_count(%arg0: !torch.vtensor<[2],f32>) {
  %int1 = torch.constant.int 1
  // expected-error @+1 {{expected ','}}
  %0 = torch.aten.add.Tensor %arg0, %arg0 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @unknown_op(%arg0: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{custom op 'torch.aten.frobnicate' is unknown}}
  %0 = torch.aten.frobnicate %arg0 : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return
}

// -----

// expected-error @+1 {{unknown torch type 'vtensr'}}
func.func @unknown_type(%arg0: !torch.vtensr<[2],f32>) {
  return
}

// -----

// expected-error @+1 {{unsupported torch type '!torch.tuple': edgec reads value-semantic programs}}
func.func @tuple_type(%arg0: !torch.tuple<int>) {
  return
}
