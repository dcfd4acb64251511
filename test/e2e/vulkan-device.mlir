// --vulkan-device sizes tiles and workgroups for the target devices. `minimum` (what every Vulkan device
// guarantees: 128 invocations and 16 KiB of shared memory per workgroup) gets the GEMM tiles that fit (64x64
// with 8x4 per invocation, 16x16 with 2x2; a small grid of them splits K), 8x8 tiles for short products and
// trees of 128 for long rows; every class computes the same results as the CPU kernels. Bad specs are refused.
// REQUIRES: vulkan
// RUN: %python %inputs/make_npy.py %t.a.npy 256,256
// RUN: %python %inputs/make_npy.py %t.b.npy 40,512
// RUN: %python %inputs/make_npy.py %t.c.npy 512,24
// RUN: %python %inputs/make_npy.py %t.r.npy 4,300
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %t.a.npy -i %t.b.npy -i %t.c.npy -i %t.r.npy -o %t.c0.npy -o %t.c1.npy -o %t.c2.npy -o %t.c3.npy -o %t.c4.npy -o %t.c5.npy
// RUN: edgec compile %s -o %t.min.pte --vulkan-device=minimum
// RUN: edge-run %t.min.pte --validation -i %t.a.npy -i %t.b.npy -i %t.c.npy -i %t.r.npy --check %t.c0.npy --check %t.c1.npy --check %t.c2.npy --check %t.c3.npy --check %t.c4.npy --check %t.c5.npy --tolerance 1e-5 | FileCheck %s
// RUN: edgec compile %s -o %t.mobile.pte --vulkan-device=mobile,compute-units=2
// RUN: edge-run %t.mobile.pte --validation -i %t.a.npy -i %t.b.npy -i %t.c.npy -i %t.r.npy --check %t.c0.npy --check %t.c1.npy --check %t.c2.npy --check %t.c3.npy --check %t.c4.npy --check %t.c5.npy --tolerance 1e-5 | FileCheck %s
// RUN: edgec compile %s -o %t.desktop.pte
// RUN: edge-run %t.desktop.pte --validation -i %t.a.npy -i %t.b.npy -i %t.c.npy -i %t.r.npy --check %t.c0.npy --check %t.c1.npy --check %t.c2.npy --check %t.c3.npy --check %t.c4.npy --check %t.c5.npy --tolerance 1e-5 | FileCheck %s
// The device at hand's own options (edge-run --device-info), as a user compiles for it:
// RUN: edge-run --device-info --validation | FileCheck %s --check-prefix=INFO
// RUN: edgec compile %s -o %t.own.pte $(edge-run --device-info | sed -n 's/^edgec options: //p')
// RUN: edge-run %t.own.pte --validation -i %t.a.npy -i %t.b.npy -i %t.c.npy -i %t.r.npy --check %t.c0.npy --check %t.c1.npy --check %t.c2.npy --check %t.c3.npy --check %t.c4.npy --check %t.c5.npy --tolerance 1e-5 | FileCheck %s
// RUN: edgec compile %s --emit=planned -o - --vulkan-device=minimum | FileCheck %s --check-prefix=MIN
// RUN: edgec compile %s --emit=planned -o - --vulkan-device=minimum | FileCheck %s --check-prefix=MIN-ANY
// RUN: edgec compile %s --emit=planned -o - | FileCheck %s --check-prefix=DESKTOP
// RUN: not edgec compile %s -o %t.bad.pte --vulkan-device=minimum,max-invocations=64 2>&1 | FileCheck %s --check-prefix=LOW
// RUN: not edgec compile %s -o %t.bad.pte --vulkan-device=huge 2>&1 | FileCheck %s --check-prefix=CLASS
// RUN: not edgec compile %s -o %t.bad.pte --vulkan-device=nvidia,warps=4 2>&1 | FileCheck %s --check-prefix=KEY
// RUN: not ls %t.bad.pte
// INFO: device: {{.+}}
// INFO-NEXT: edgec options: --vulkan-device={{[a-z]+}},{{(compute-units=[0-9]+,)?}}max-invocations={{[0-9]+}},shared-memory={{[0-9]+}} --vulkan-features={{[A-Za-z0-9,]+}} --vulkan-max-storage-buffer-range={{[0-9]+}}{{$}}
// Robust buffer access is on where the device has it (lavapipe does), unless opted out.
// INFO-NEXT: robust buffer access: on
// RUN: edge-run --device-info --no-robust-buffer-access | FileCheck %s --check-prefix=NOROBUST
// NOROBUST: robust buffer access: off{{$}}
// RUN: edge-run %t.desktop.pte --validation --no-robust-buffer-access -i %t.a.npy -i %t.b.npy -i %t.c.npy -i %t.r.npy --check %t.c0.npy --check %t.c1.npy --check %t.c2.npy --check %t.c3.npy --check %t.c4.npy --check %t.c5.npy --tolerance 1e-5 | FileCheck %s
// CHECK-COUNT-6: check output {{[0-5]}}: {{.*}}: ok
// CHECK: validation messages: 0
// MIN-DAG: "GEMM_BM=64u", "GEMM_BN=64u", "GEMM_BK=8u", "GEMM_TM=8u", "GEMM_TN=4u", "GEMM_VEC=4"
// MIN-DAG: "GEMM_BM=16u", "GEMM_BN=16u", "GEMM_BK=16u", "GEMM_TM=2u", "GEMM_TN=2u", "GEMM_VEC=1"
// MIN-DAG: edge.dispatch @split_k
// MIN-DAG: kernel = "aten.bmm.default", push_constants = {{.*}}, spec_constants = array<i32: 8, 8, 1, 8>
// MIN-DAG: kernel = "aten.sum.dim_IntList", push_constants = {{.*}}, spec_constants = array<i32: 128, 1, 1>
// MIN-DAG: kernel = "aten.native_layer_norm.default", push_constants = {{.*}}, spec_constants = array<i32: 128, 1, 1>
// No workgroup of the desktop's 16x16 in any dispatch for the minimum device:
// MIN-ANY-NOT: spec_constants = array<i32: 16, 16, 1
// DESKTOP-DAG: kernel = "aten.bmm.default", push_constants = {{.*}}, spec_constants = array<i32: 16, 16, 1, 16>
// DESKTOP-DAG: kernel = "aten.sum.dim_IntList", push_constants = {{.*}}, spec_constants = array<i32: 256, 1, 1>
// LOW: edgec: error: --vulkan-device: max-invocations must be a whole number from 128 (what Vulkan guarantees) to 2^31, not '64'
// CLASS: edgec: error: --vulkan-device: unknown Vulkan device class 'huge' (a class comes first); the classes:
// CLASS: minimum: only what Vulkan guarantees
// KEY: edgec: error: --vulkan-device: unknown Vulkan device property 'warps'
func.func @main(%a: !torch.vtensor<[256,256],f32>, %b: !torch.vtensor<[40,512],f32>, %c: !torch.vtensor<[512,24],f32>, %r: !torch.vtensor<[4,300],f32>) -> (!torch.vtensor<[256,256],f32>, !torch.vtensor<[40,24],f32>, !torch.vtensor<[4,20,20],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4,300],f32>, !torch.vtensor<[4,300],f32>) {
  %int-1 = torch.constant.int -1
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int15 = torch.constant.int 15
  %int4 = torch.constant.int 4
  %int20 = torch.constant.int 20
  %int300 = torch.constant.int 300
  %false = torch.constant.bool false
  %none = torch.constant.none
  %eps = torch.constant.float 1.000000e-05
  %out0 = torch.aten.mm %a, %a : !torch.vtensor<[256,256],f32>, !torch.vtensor<[256,256],f32> -> !torch.vtensor<[256,256],f32>
  %out1 = torch.aten.mm %b, %c : !torch.vtensor<[40,512],f32>, !torch.vtensor<[512,24],f32> -> !torch.vtensor<[40,24],f32>
  %s = torch.prim.ListConstruct %int4, %int20, %int15 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %x = torch.aten.view %r, %s : !torch.vtensor<[4,300],f32>, !torch.list<int> -> !torch.vtensor<[4,20,15],f32>
  %p = torch.prim.ListConstruct %int0, %int2, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %xT = torch.aten.permute %x, %p : !torch.vtensor<[4,20,15],f32>, !torch.list<int> -> !torch.vtensor<[4,15,20],f32>
  %out2 = torch.aten.bmm %x, %xT : !torch.vtensor<[4,20,15],f32>, !torch.vtensor<[4,15,20],f32> -> !torch.vtensor<[4,20,20],f32>
  %dims = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
  %out3 = torch.aten.sum.dim_IntList %r, %dims, %false, %none : !torch.vtensor<[4,300],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4],f32>
  %shape = torch.prim.ListConstruct %int300 : (!torch.int) -> !torch.list<int>
  %out4 = torch.aten.layer_norm %r, %shape, %none, %none, %eps, %false : !torch.vtensor<[4,300],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[4,300],f32>
  %out5 = torch.aten._softmax %r, %int-1, %false : !torch.vtensor<[4,300],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,300],f32>
  return %out0, %out1, %out2, %out3, %out4, %out5 : !torch.vtensor<[256,256],f32>, !torch.vtensor<[40,24],f32>, !torch.vtensor<[4,20,20],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4,300],f32>, !torch.vtensor<[4,300],f32>
}
