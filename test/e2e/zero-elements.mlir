// Zero-element tensors on Vulkan: an op with nothing to write needs no dispatch; one that reads an empty
// operand and writes a non-empty result (a sum or mean over an empty dim, a matmul over zero terms)
// dispatches with the empty operand bound to a placeholder (Vulkan has no empty buffers), and matches
// PyTorch: 0 for the sum and the matmul, NaN for the mean (validation layer on).
// RUN: edgec compile %s -o %t.pte 2>&1 | FileCheck %s --check-prefix=COMPILE --allow-empty
// RUN: edgec inspect %t.pte | FileCheck %s --check-prefix=INSPECT
// RUN: %python %inputs/make_npy.py %t.a.npy 3,0
// RUN: %python %inputs/make_npy.py %t.b.npy 0,2
// RUN: %if vulkan %{ edge-run %t.pte --validation -i %inputs/x_0x4.npy -i %t.a.npy -i %t.b.npy | FileCheck %s %}
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %inputs/x_0x4.npy -i %t.a.npy -i %t.b.npy | FileCheck %s
// COMPILE-NOT: runs on the CPU kernels
// INSPECT: partitions: 1 vulkan, 0 cpu kernel call(s)
// INSPECT: aten.sum.dim_IntList: reduce
// INSPECT: aten.mean.dim: reduce
// INSPECT: aten.mm.default: matmul
// CHECK: output 0:  f32[0,4] = []
// CHECK: output 1:  f32[4] = [0, 0, 0, 0]
// CHECK: output 2:  f32[4] = [{{-?}}nan, {{-?}}nan, {{-?}}nan, {{-?}}nan]
// CHECK: output 3:  f32[3,2] = [0, 0, 0, 0, 0, 0]
func.func @main(%x: !torch.vtensor<[0,4],f32>, %a: !torch.vtensor<[3,0],f32>, %b: !torch.vtensor<[0,2],f32>) -> (!torch.vtensor<[0,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[3,2],f32>) {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %none = torch.constant.none
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.relu %x : !torch.vtensor<[0,4],f32> -> !torch.vtensor<[0,4],f32>
  %1 = torch.aten.sum.dim_IntList %x, %dims, %false, %none : !torch.vtensor<[0,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
  %2 = torch.aten.mean.dim %x, %dims, %false, %none : !torch.vtensor<[0,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
  %3 = torch.aten.mm %a, %b : !torch.vtensor<[3,0],f32>, !torch.vtensor<[0,2],f32> -> !torch.vtensor<[3,2],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[0,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[3,2],f32>
}
