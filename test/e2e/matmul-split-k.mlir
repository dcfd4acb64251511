// Matrix products of few 16x16 tiles summing 600 products each split K: the register-tiled core sums each
// slice (matmul_split), a second dispatch adds the slices up, times alpha, plus beta times the bias read
// through its broadcast (a row [40], a batch of rows [3,1,40]), then the epilogue (addmm's residual add and
// relu). The inputs are ramps (i % 7), whose products sum exactly in f32: Vulkan must equal the CPU kernels
// exactly, also for int64 (pairs of 32-bit words where the device has no shaderInt64).
// RUN: %python %inputs/make_npy.py %t.a.npy 24,600
// RUN: %python %inputs/make_npy.py %t.b.npy 600,40
// RUN: %python %inputs/make_npy.py %t.ba.npy 3,24,600
// RUN: %python %inputs/make_npy.py %t.bb.npy 3,600,40
// RUN: %python %inputs/make_npy.py %t.ia.npy 24,600 i8
// RUN: %python %inputs/make_npy.py %t.ib.npy 600,40 i8
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edgec compile %s -o %t.pairs.pte --vulkan-features=all,-shaderInt64
// RUN: edge-run %t.cpu.pte -i %t.a.npy -i %t.b.npy -i %t.ba.npy -i %t.bb.npy -i %t.ia.npy -i %t.ib.npy -o %t.cpu0.npy -o %t.cpu1.npy -o %t.cpu2.npy -o %t.cpu3.npy
// RUN: edge-run %t.vk.pte --validation -i %t.a.npy -i %t.b.npy -i %t.ba.npy -i %t.bb.npy -i %t.ia.npy -i %t.ib.npy --check %t.cpu0.npy --check %t.cpu1.npy --check %t.cpu2.npy --check %t.cpu3.npy --tolerance 0 | FileCheck %s
// RUN: edge-run %t.pairs.pte --validation -i %t.a.npy -i %t.b.npy -i %t.ba.npy -i %t.bb.npy -i %t.ia.npy -i %t.ib.npy --check %t.cpu0.npy --check %t.cpu1.npy --check %t.cpu2.npy --check %t.cpu3.npy --tolerance 0 | FileCheck %s
// RUN: edgec compile %s --emit=planned -o - | FileCheck %s --check-prefix=KERNEL
// CHECK-COUNT-4: check output {{[0-3]}}: {{.*}}: ok
// CHECK: validation messages: 0
// KERNEL-DAG: edge.shader @matmul_split {defines = ["HAS_BIAS=0", "SPLIT_K=1"
// KERNEL-DAG: edge.shader @split_k_bias_add_tensor_relu {defines = ["HAS_BIAS=1", "BIAS_TERMS=3"
// KERNEL-DAG: edge.shader @split_k_bias {defines = ["HAS_BIAS=1", "BIAS_TERMS=3"
// KERNEL-DAG: edge.shader @split_k_i64 {defines = ["HAS_BIAS=0"
func.func @main(%a: !torch.vtensor<[24,600],f32>, %b: !torch.vtensor<[600,40],f32>, %ba: !torch.vtensor<[3,24,600],f32>, %bb: !torch.vtensor<[3,600,40],f32>, %ia: !torch.vtensor<[24,600],si64>, %ib: !torch.vtensor<[600,40],si64>) -> (!torch.vtensor<[24,40],f32>, !torch.vtensor<[24,40],f32>, !torch.vtensor<[3,24,40],f32>, !torch.vtensor<[24,40],si64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int40 = torch.constant.int 40
  %int120 = torch.constant.int 120
  %false = torch.constant.bool false
  %none = torch.constant.none
  %cpu = torch.constant.device "cpu"
  %half = torch.constant.float 5.000000e-01
  %mm = torch.aten.mm %a, %b : !torch.vtensor<[24,600],f32>, !torch.vtensor<[600,40],f32> -> !torch.vtensor<[24,40],f32>
  %neg = torch.aten.neg %mm : !torch.vtensor<[24,40],f32> -> !torch.vtensor<[24,40],f32>
  %row = torch.aten.arange.start_step %int0, %int40, %int1, %int0, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[40],f32>
  %am = torch.aten.addmm %row, %a, %b, %half, %int2 : !torch.vtensor<[40],f32>, !torch.vtensor<[24,600],f32>, !torch.vtensor<[600,40],f32>, !torch.float, !torch.int -> !torch.vtensor<[24,40],f32>
  %res = torch.aten.add.Tensor %am, %neg, %int1 : !torch.vtensor<[24,40],f32>, !torch.vtensor<[24,40],f32>, !torch.int -> !torch.vtensor<[24,40],f32>
  %relu = torch.aten.relu %res : !torch.vtensor<[24,40],f32> -> !torch.vtensor<[24,40],f32>
  %r120 = torch.aten.arange.start_step %int0, %int120, %int1, %int0, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[120],f32>
  %int3 = torch.constant.int 3
  %shape = torch.prim.ListConstruct %int3, %int1, %int40 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %bias3 = torch.aten.view %r120, %shape : !torch.vtensor<[120],f32>, !torch.list<int> -> !torch.vtensor<[3,1,40],f32>
  %bmm = torch.aten.baddbmm %bias3, %ba, %bb, %half, %int2 : !torch.vtensor<[3,1,40],f32>, !torch.vtensor<[3,24,600],f32>, !torch.vtensor<[3,600,40],f32>, !torch.float, !torch.int -> !torch.vtensor<[3,24,40],f32>
  %imm = torch.aten.mm %ia, %ib : !torch.vtensor<[24,600],si64>, !torch.vtensor<[600,40],si64> -> !torch.vtensor<[24,40],si64>
  return %mm, %relu, %bmm, %imm : !torch.vtensor<[24,40],f32>, !torch.vtensor<[24,40],f32>, !torch.vtensor<[3,24,40],f32>, !torch.vtensor<[24,40],si64>
}
