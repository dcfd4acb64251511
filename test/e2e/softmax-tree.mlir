// Softmax and log-softmax over rows of 300 elements run one workgroup per row (the TREE variant: maxima and
// sums combined in shared memory), along the last dim and along a middle dim (rows strided by 3); they must
// match the portable CPU kernels, which ops.test checks against PyTorch. The input is a ramp (i % 7), its
// rows shifted apart by a scale.
// RUN: %python %inputs/make_npy.py %t.x.npy 6,300
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %t.x.npy -o %t.cpu0.npy -o %t.cpu1.npy -o %t.cpu2.npy
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %t.x.npy --check %t.cpu0.npy --check %t.cpu1.npy --check %t.cpu2.npy --tolerance 1e-5 | FileCheck %s %}
// RUN: edgec compile %s --emit=planned -o - | FileCheck %s --check-prefix=KERNEL
// CHECK-COUNT-3: check output {{[0-2]}}: {{.*}}: ok
// CHECK: validation messages: 0
// KERNEL-DAG: edge.shader @softmax_tree {defines = ["TREE"
// KERNEL-DAG: edge.shader @log_softmax_tree {defines = ["LOG", "TREE"
func.func @main(%x: !torch.vtensor<[6,300],f32>) -> (!torch.vtensor<[6,300],f32>, !torch.vtensor<[6,300],f32>, !torch.vtensor<[2,300,3],f32>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int300 = torch.constant.int 300
  %false = torch.constant.bool false
  %none = torch.constant.none
  %scale = torch.constant.float 3.700000e-01
  %xs = torch.aten.mul.Scalar %x, %scale : !torch.vtensor<[6,300],f32>, !torch.float -> !torch.vtensor<[6,300],f32>
  %s = torch.aten._softmax %xs, %int1, %false : !torch.vtensor<[6,300],f32>, !torch.int, !torch.bool -> !torch.vtensor<[6,300],f32>
  %l = torch.aten._log_softmax %xs, %int1, %false : !torch.vtensor<[6,300],f32>, !torch.int, !torch.bool -> !torch.vtensor<[6,300],f32>
  %shape = torch.prim.ListConstruct %int2, %int3, %int300 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %v = torch.aten.view %xs, %shape : !torch.vtensor<[6,300],f32>, !torch.list<int> -> !torch.vtensor<[2,3,300],f32>
  %p = torch.aten.transpose.int %v, %int1, %int2 : !torch.vtensor<[2,3,300],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,300,3],f32>
  %c = torch.aten.clone %p, %none : !torch.vtensor<[2,300,3],f32>, !torch.none -> !torch.vtensor<[2,300,3],f32>
  %m = torch.aten._softmax %c, %int1, %false : !torch.vtensor<[2,300,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,300,3],f32>
  return %s, %l, %m : !torch.vtensor<[6,300],f32>, !torch.vtensor<[6,300],f32>, !torch.vtensor<[2,300,3],f32>
}
