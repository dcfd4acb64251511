// RUN: edgec-opt %s -torch-to-edge -split-input-file -verify-diagnostics

func.func @shape_mismatch(%a: !torch.vtensor<[4,16],f32>, %b: !torch.vtensor<[8,4],f32>) -> !torch.vtensor<[4,4],f32> {
  // expected-error @+1 {{inner dimensions differ: [4,16] x [8,4]}}
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[4,16],f32>, !torch.vtensor<[8,4],f32> -> !torch.vtensor<[4,4],f32>
  return %0 : !torch.vtensor<[4,4],f32>
}

// -----

func.func @declared_shape_wrong(%a: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[4,15],f32> {
  // expected-error @+1 {{result shape [4,15] does not match the inferred shape [4,16]}}
  %0 = torch.aten.relu %a : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,15],f32>
  return %0 : !torch.vtensor<[4,15],f32>
}

// -----

func.func @non_constant_scalar(%a: !torch.vtensor<[4],f32>, %alpha: !torch.int) -> !torch.vtensor<[4],f32> {
  // expected-error @+1 {{argument 'alpha' of torch.aten.add.Tensor must be a constant}}
  %0 = torch.aten.add.Tensor %a, %a, %alpha : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

// expected-error @+1 {{argument #0 of type '!torch.vtensor<[?,4],f32>' is not supported}}
func.func @dynamic_shape(%a: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  // expected-error @+1 {{dynamic or unknown shape '!torch.vtensor<[?,4],f32>' is not supported yet}}
  %0 = torch.aten.relu %a : !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}
