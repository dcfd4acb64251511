// Matrix products summing 512 or more products run on the register-tiled core: a grid of 1024 or more tiles
// whole (1100 batches of [16,512] x [512,16], each batch's operand shifted by its index, with a relu in its
// store), fewer tiles summing 600 products each split K: the register-tiled core sums each
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
// RUN: %python %inputs/make_npy.py %t.c.npy 16,512
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edgec compile %s -o %t.pairs.pte --vulkan-features=all,-shaderInt64
// RUN: edge-run %t.cpu.pte -i %t.a.npy -i %t.b.npy -i %t.ba.npy -i %t.bb.npy -i %t.ia.npy -i %t.ib.npy -i %t.c.npy -o %t.cpu0.npy -o %t.cpu1.npy -o %t.cpu2.npy -o %t.cpu3.npy -o %t.cpu4.npy
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %t.a.npy -i %t.b.npy -i %t.ba.npy -i %t.bb.npy -i %t.ia.npy -i %t.ib.npy -i %t.c.npy --check %t.cpu0.npy --check %t.cpu1.npy --check %t.cpu2.npy --check %t.cpu3.npy --check %t.cpu4.npy --tolerance 0 | FileCheck %s %}
// RUN: %if vulkan %{ edge-run %t.pairs.pte --validation -i %t.a.npy -i %t.b.npy -i %t.ba.npy -i %t.bb.npy -i %t.ia.npy -i %t.ib.npy -i %t.c.npy --check %t.cpu0.npy --check %t.cpu1.npy --check %t.cpu2.npy --check %t.cpu3.npy --check %t.cpu4.npy --tolerance 0 | FileCheck %s %}
// RUN: edgec compile %s --emit=planned -o - | FileCheck %s --check-prefix=KERNEL
// CHECK-COUNT-5: check output {{[0-4]}}: {{.*}}: ok
// CHECK: validation messages: 0
// KERNEL-DAG: edge.shader @matmul_gemm_split {defines = ["HAS_BIAS=0", "GEMM=1", "SPLIT_K=1"
// KERNEL-DAG: edge.shader @split_k_bias_add_tensor_relu {defines = ["HAS_BIAS=1", "BIAS_TERMS=3"
// KERNEL-DAG: edge.shader @split_k_bias {defines = ["HAS_BIAS=1", "BIAS_TERMS=3"
// KERNEL-DAG: edge.shader @split_k_i64 {defines = ["HAS_BIAS=0"
// KERNEL-DAG: edge.shader @matmul_gemm_relu {defines = ["HAS_BIAS=0", "GEMM=1", "SPLIT_K=0"
func.func @main(%a: !torch.vtensor<[24,600],f32>, %b: !torch.vtensor<[600,40],f32>, %ba: !torch.vtensor<[3,24,600],f32>, %bb: !torch.vtensor<[3,600,40],f32>, %ia: !torch.vtensor<[24,600],si64>, %ib: !torch.vtensor<[600,40],si64>, %c: !torch.vtensor<[16,512],f32>) -> (!torch.vtensor<[24,40],f32>, !torch.vtensor<[24,40],f32>, !torch.vtensor<[3,24,40],f32>, !torch.vtensor<[24,40],si64>, !torch.vtensor<[1100,16,16],f32>) {
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
  %int16 = torch.constant.int 16
  %int512 = torch.constant.int 512
  %int1100 = torch.constant.int 1100
  %idx = torch.aten.arange.start_step %int0, %int1100, %int1, %int0, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1100],f32>
  %s3 = torch.prim.ListConstruct %int1100, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %shift = torch.aten.view %idx, %s3 : !torch.vtensor<[1100],f32>, !torch.list<int> -> !torch.vtensor<[1100,1,1],f32>
  %ca = torch.aten.add.Tensor %c, %shift, %int1 : !torch.vtensor<[16,512],f32>, !torch.vtensor<[1100,1,1],f32>, !torch.int -> !torch.vtensor<[1100,16,512],f32>
  %ct = torch.aten.transpose.int %c, %int0, %int1 : !torch.vtensor<[16,512],f32>, !torch.int, !torch.int -> !torch.vtensor<[512,16],f32>
  %eb = torch.prim.ListConstruct %int1100, %int512, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %cb = torch.aten.expand %ct, %eb, %false : !torch.vtensor<[512,16],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1100,512,16],f32>
  %cc = torch.aten.bmm %ca, %cb : !torch.vtensor<[1100,16,512],f32>, !torch.vtensor<[1100,512,16],f32> -> !torch.vtensor<[1100,16,16],f32>
  %ccr = torch.aten.relu %cc : !torch.vtensor<[1100,16,16],f32> -> !torch.vtensor<[1100,16,16],f32>
  return %mm, %relu, %bmm, %imm, %ccr : !torch.vtensor<[24,40],f32>, !torch.vtensor<[24,40],f32>, !torch.vtensor<[3,24,40],f32>, !torch.vtensor<[24,40],si64>, !torch.vtensor<[1100,16,16],f32>
}
