// Elementwise ops after an elementwise op (or a strided copy) run in its dispatch as an epilogue when they read
// only its result, each other's and buffers of its shape: ConvNeXt's layer scale and residual add after a
// permute, a clamp and relu, an int chain. Not when the first op computes in another type than its output's
// (a comparison, a conversion), nor into a result something else reads too (the broadcast sum the where
// reads stays its own dispatch; the clamp and relu after it fuse). Vulkan must match the CPU kernels.
// RUN: %python %inputs/make_npy.py %t.x.npy 2,6,5,4
// RUN: %python %inputs/make_npy.py %t.g.npy 4
// RUN: %python %inputs/make_npy.py %t.r.npy 2,5,4,6
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %t.x.npy -i %t.g.npy -i %t.r.npy -o %t.c0.npy -o %t.c1.npy -o %t.c2.npy -o %t.c3.npy
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %t.x.npy -i %t.g.npy -i %t.r.npy --check %t.c0.npy --check %t.c1.npy --check %t.c2.npy --check %t.c3.npy --tolerance 1e-6 | FileCheck %s %}
// RUN: edgec compile %s --emit=planned -o - | FileCheck %s --check-prefix=KERNEL
// CHECK-COUNT-4: check output {{[0-3]}}: {{.*}}: ok
// CHECK: validation messages: 0
// KERNEL: kernel = "aten.mul.Tensor+aten.add.Tensor"
// KERNEL: kernel = "aten.add.Tensor"
// KERNEL: kernel = "aten.clamp.default+aten.relu.default"
// KERNEL: kernel = "aten.gt.Scalar"
// KERNEL: kernel = "aten.where.self"
// KERNEL: kernel = "aten._to_copy.default"
// KERNEL: kernel = "aten.remainder.Scalar+aten.mul.Scalar"
// KERNEL-NOT: edge.dispatch
func.func @main(%x: !torch.vtensor<[2,6,5,4],f32>, %g: !torch.vtensor<[4],f32>, %r: !torch.vtensor<[2,5,4,6],f32>) -> (!torch.vtensor<[2,5,4,6],f32>, !torch.vtensor<[2,6,5,4],f32>, !torch.vtensor<[2,6,5,4],f32>, !torch.vtensor<[2,6,5,4],si32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int5 = torch.constant.int 5
  %none = torch.constant.none
  %false = torch.constant.bool false
  %lo = torch.constant.float -2.000000e+00
  %hi = torch.constant.float 7.500000e+00
  // layer scale of a permuted tensor (a folded view), then the residual add: one dispatch
  %p = torch.prim.ListConstruct %int0, %int2, %int3, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %xp = torch.aten.permute %x, %p : !torch.vtensor<[2,6,5,4],f32>, !torch.list<int> -> !torch.vtensor<[2,5,4,6],f32>
  %scaled = torch.aten.mul.Tensor %xp, %r : !torch.vtensor<[2,5,4,6],f32>, !torch.vtensor<[2,5,4,6],f32> -> !torch.vtensor<[2,5,4,6],f32>
  %out0 = torch.aten.add.Tensor %scaled, %r, %int1 : !torch.vtensor<[2,5,4,6],f32>, !torch.vtensor<[2,5,4,6],f32>, !torch.int -> !torch.vtensor<[2,5,4,6],f32>
  // a broadcast add that the where reads too, then clamp and relu: two dispatches
  %sum = torch.aten.add.Tensor %x, %g, %int1 : !torch.vtensor<[2,6,5,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[2,6,5,4],f32>
  %cl = torch.aten.clamp %sum, %lo, %hi : !torch.vtensor<[2,6,5,4],f32>, !torch.float, !torch.float -> !torch.vtensor<[2,6,5,4],f32>
  %out1 = torch.aten.relu %cl : !torch.vtensor<[2,6,5,4],f32> -> !torch.vtensor<[2,6,5,4],f32>
  // a comparison computes in its inputs' type, not its output's: the where stays a dispatch of its own
  %mask = torch.aten.gt.Scalar %x, %int3 : !torch.vtensor<[2,6,5,4],f32>, !torch.int -> !torch.vtensor<[2,6,5,4],i1>
  %out2 = torch.aten.where.self %mask, %x, %sum : !torch.vtensor<[2,6,5,4],i1>, !torch.vtensor<[2,6,5,4],f32>, !torch.vtensor<[2,6,5,4],f32> -> !torch.vtensor<[2,6,5,4],f32>
  // an int32 chain
  %int3t = torch.constant.int 3
  %xi = torch.aten._to_copy %x, %int3t, %none, %none, %none, %false, %none : !torch.vtensor<[2,6,5,4],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,6,5,4],si32>
  %rem = torch.aten.remainder.Scalar %xi, %int5 : !torch.vtensor<[2,6,5,4],si32>, !torch.int -> !torch.vtensor<[2,6,5,4],si32>
  %out3 = torch.aten.mul.Scalar %rem, %int3 : !torch.vtensor<[2,6,5,4],si32>, !torch.int -> !torch.vtensor<[2,6,5,4],si32>
  return %out0, %out1, %out2, %out3 : !torch.vtensor<[2,5,4,6],f32>, !torch.vtensor<[2,6,5,4],f32>, !torch.vtensor<[2,6,5,4],f32>, !torch.vtensor<[2,6,5,4],si32>
}
