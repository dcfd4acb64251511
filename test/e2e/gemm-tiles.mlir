// GEMM tiles fit the product: a tile more than twice the product's M or N would leave most of its rows or
// columns idle (a convolution of 8 output channels ran 3x slower on lavapipe on a 128x256 tile than on 16x16), so
// [8,512] x [512,2048] for lavapipe (8 compute units, where 128x256 tiles would otherwise fill the device) takes
// the 16x16 tile, and must equal the CPU kernels.
// RUN: %python %inputs/make_npy.py %t.a.npy 8,512
// RUN: %python %inputs/make_npy.py %t.b.npy 512,2048
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %t.a.npy -i %t.b.npy -o %t.c0.npy
// RUN: edgec compile %s -o %t.vk.pte --vulkan-device=lavapipe
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %t.a.npy -i %t.b.npy --check %t.c0.npy --tolerance 0 | FileCheck %s %}
// RUN: edgec compile %s --emit=planned -o - --vulkan-device=lavapipe | FileCheck %s --check-prefix=TILE
// CHECK: check output 0: {{.*}}: ok
// CHECK: validation messages: 0
// TILE-NOT: "GEMM_BM=128u"
// TILE: "GEMM_BM=16u", "GEMM_BN=16u"
// TILE-NOT: "GEMM_BM=128u"
func.func @main(%a: !torch.vtensor<[8,512],f32>, %b: !torch.vtensor<[512,2048],f32>) -> !torch.vtensor<[8,2048],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[8,512],f32>, !torch.vtensor<[512,2048],f32> -> !torch.vtensor<[8,2048],f32>
  return %0 : !torch.vtensor<[8,2048],f32>
}
