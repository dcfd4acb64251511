// A zero-element tensor compiles for Vulkan to a program edge-run loads and runs: an op with nothing to
// write needs no dispatch (test/e2e/zero-elements.mlir: empty operands of non-empty results).
// RUN: edgec compile %s -o %t.pte
// RUN: edgec inspect %t.pte | FileCheck %s --check-prefix=INSPECT
// RUN: edge-run %t.pte -i %inputs/x_0x4.npy -o %t.out.npy | FileCheck %s
// INSPECT: partitions: 0 vulkan, 0 cpu kernel call(s)
// CHECK: output 0: f32[0,4] = []
func.func @main(%arg0: !torch.vtensor<[0,4],f32>) -> !torch.vtensor<[0,4],f32> {
  %0 = torch.aten.relu %arg0 : !torch.vtensor<[0,4],f32> -> !torch.vtensor<[0,4],f32>
  return %0 : !torch.vtensor<[0,4],f32>
}
