// RUN: edgec-opt %s -split-input-file -verify-diagnostics

func.func @bounds(%arg0: !torch.vtensor<[?],f32>) {
  // expected-error @+1 {{'torch.symbolic_int' op min_val 16 is greater than max_val 2}}
  %0 = torch.symbolic_int "s0" {min_val = 16, max_val = 2} : !torch.int
  return
}

// -----

func.func @rank(%arg0: !torch.vtensor<[?,3],f32>) {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
  // expected-error @+1 {{'torch.bind_symbolic_shape' op shape expressions give 1 sizes for a tensor of rank 2}}
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?,3],f32>
  return
}

// -----

func.func @symbols(%arg0: !torch.vtensor<[?,3],f32>) {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
  // expected-error @+1 {{'torch.bind_symbolic_shape' op shape expressions take 2 symbols and 0 dims, but 1 symbolic sizes are bound}}
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0, s1] -> (s0, s1)> : !torch.vtensor<[?,3],f32>
  return
}

// -----

func.func @static_size(%arg0: !torch.vtensor<[?,3],f32>) {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
  // expected-error @+1 {{'torch.bind_symbolic_shape' op size #1 is 4 in the shape expressions but 3 in the type}}
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,3],f32>
  return
}

// -----

func.func @unpack(%arg0: !torch.list<int>) {
  // expected-error @+1 {{'torch.prim.ListUnpack' op result #0 of type '!torch.vtensor<[2],f32>' is not an element of '!torch.list<int>'}}
  %0:2 = torch.prim.ListUnpack %arg0 : !torch.list<int> -> !torch.vtensor<[2],f32>, !torch.int
  return
}
