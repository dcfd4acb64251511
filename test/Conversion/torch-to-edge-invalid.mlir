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

// -----

func.func @upsample_nearest_fractional(%x: !torch.vtensor<[1,1,2,2],f32>) -> !torch.vtensor<[1,1,3,3],f32> {
  %none = torch.constant.none
  %int3 = torch.constant.int 3
  %size = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{upsample_nearest2d: only whole scale factors are supported yet (2x2 to 3x3)}}
  %0 = torch.aten.upsample_nearest2d.vec %x, %size, %none : !torch.vtensor<[1,1,2,2],f32>, !torch.list<int>, !torch.none -> !torch.vtensor<[1,1,3,3],f32>
  return %0 : !torch.vtensor<[1,1,3,3],f32>
}

// -----

func.func @pad_reflect(%x: !torch.vtensor<[1,4],f32>) -> !torch.vtensor<[1,6],f32> {
  %int1 = torch.constant.int 1
  %pad = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %str = torch.constant.str "reflect"
  %none = torch.constant.none
  // expected-error @+1 {{pad: mode must be "constant" (reflect and replicate are not supported yet)}}
  %0 = torch.aten.pad %x, %pad, %str, %none : !torch.vtensor<[1,4],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,6],f32>
  return %0 : !torch.vtensor<[1,6],f32>
}
