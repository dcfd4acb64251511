// A slice of a static dimension up to a symbolic end (x[:, :T], T a dynamic input size) takes T elements
// on both targets; the CPU kernel reads the length from the output's actual shape, not from the end's
// upper bound.
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: %python %inputs/make_npy.py %t.x.npy 4,16
// RUN: %python %inputs/make_npy.py %t.y.npy 3
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %t.x.npy -i %t.y.npy | FileCheck %s %}
// RUN: edge-run %t.cpu.pte -i %t.x.npy -i %t.y.npy | FileCheck %s
// x is the ramp i % 7 over [4, 16]: rows start at 0, 2, 4, 6 (then 0: 48 % 7 = 6, 49 % 7 = 0); y is [0, 1, 2].
// CHECK: output 0:  f32[4,3] = [0, 2, 4, 2, 4, 6, 4, 6, 8, 6, 1, 3]
func.func @main(%x: !torch.vtensor<[4,16],f32>, %y: !torch.vtensor<[?],f32>) -> !torch.vtensor<[4,?],f32> {
  %s = torch.symbolic_int "s0" {min_val = 1, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %y, [%s], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %n = torch.aten.size.int %y, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.int
  %0 = torch.aten.slice.Tensor %x, %int1, %int0, %n, %int1 : !torch.vtensor<[4,16],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,?],f32>
  torch.bind_symbolic_shape %0, [%s], affine_map<()[s0] -> (4, s0)> : !torch.vtensor<[4,?],f32>
  %1 = torch.aten.add.Tensor %0, %y, %int1 : !torch.vtensor<[4,?],f32>, !torch.vtensor<[?],f32>, !torch.int -> !torch.vtensor<[4,?],f32>
  torch.bind_symbolic_shape %1, [%s], affine_map<()[s0] -> (4, s0)> : !torch.vtensor<[4,?],f32>
  return %1 : !torch.vtensor<[4,?],f32>
}
