// A batch of products over one B (a matrix broadcast over the batch: expand, then bmm or baddbmm) runs on
// Vulkan, where each batch element has few rows, as one product over all the batch's rows (matmul.comp,
// ROWS_ACROSS_BATCH): on the register-tiled core (256 elements of 4 rows, K = 256) with and without a bias along
// N, and on the simple kernel with A read through a permute (row m is row m % 5 of batch m / 5 of the permuted
// view). A constant expanded for products stays a broadcast
// view (edge-fold-constants does not copy it per batch element). Vulkan must match the CPU kernels, compiled
// for the default device class and for one compute unit (every product over the batch's rows).
// RUN: %python %inputs/make_npy.py %t.x.npy 256,4,256
// RUN: %python %inputs/make_npy.py %t.w.npy 256,256
// RUN: %python %inputs/make_npy.py %t.b.npy 256
// RUN: %python %inputs/make_npy.py %t.y.npy 5,3,4
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %t.x.npy -i %t.w.npy -i %t.b.npy -i %t.y.npy -o %t.c0.npy -o %t.c1.npy -o %t.c2.npy
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %t.x.npy -i %t.w.npy -i %t.b.npy -i %t.y.npy --check %t.c0.npy --check %t.c1.npy --check %t.c2.npy --tolerance 0 | FileCheck %s %}
// RUN: edgec compile %s -o %t.vk1.pte --vulkan-device=desktop,compute-units=1
// RUN: %if vulkan %{ edge-run %t.vk1.pte --validation -i %t.x.npy -i %t.w.npy -i %t.b.npy -i %t.y.npy --check %t.c0.npy --check %t.c1.npy --check %t.c2.npy --tolerance 0 | FileCheck %s %}
// RUN: edgec compile %s --emit=planned -o - | FileCheck %s --check-prefix=PLAN
// RUN: edgec compile %s --emit=planned -o - --vulkan-device=desktop,compute-units=1 | FileCheck %s --check-prefix=CORE
// CHECK-COUNT-3: check output {{[0-2]}}: {{.*}}: ok
// CHECK: validation messages: 0
// The products over the batch's rows, split along K where the grid is small for the device, else whole on the
// core; the constant B a [4,3] buffer, not [3,4,3]. The last product's one workgroup over all 15 rows would
// leave a device of 128 compute units idler than a workgroup per batch element: per element there.
// PLAN-NOT: memref<3x4x3xf32>
// PLAN: edge.dispatch @matmul_gemm_split_rows ins({{.*}}memref<256x4x256xf32>, memref<256x256xf32>)
// PLAN: edge.dispatch @matmul_gemm_split_rows ins({{.*}}memref<256x4x256xf32>, memref<256x256xf32>)
// PLAN: edge.dispatch @matmul ins({{.*}}memref<5x3x4xf32>, memref<4x3xf32>)
// CORE: edge.dispatch @matmul_gemm_rows ins({{.*}}memref<256x4x256xf32>, memref<256x256xf32>)
// CORE: edge.dispatch @matmul_gemm_bias_rows ins({{.*}}memref<256xf32>, memref<256x4x256xf32>, memref<256x256xf32>)
// CORE: edge.dispatch @matmul_rows ins({{.*}}memref<5x3x4xf32>, memref<4x3xf32>)
func.func @main(%x: !torch.vtensor<[256,4,256],f32>, %w: !torch.vtensor<[256,256],f32>, %b: !torch.vtensor<[256],f32>,
                %y: !torch.vtensor<[5,3,4],f32>)
    -> (!torch.vtensor<[256,4,256],f32>, !torch.vtensor<[256,4,256],f32>, !torch.vtensor<[3,5,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int128 = torch.constant.int 128
  %int256 = torch.constant.int 256
  %false = torch.constant.bool false
  %sizes = torch.prim.ListConstruct %int256, %int256, %int256 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %wb = torch.aten.expand %w, %sizes, %false : !torch.vtensor<[256,256],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[256,256,256],f32>
  %0 = torch.aten.bmm %x, %wb : !torch.vtensor<[256,4,256],f32>, !torch.vtensor<[256,256,256],f32> -> !torch.vtensor<[256,4,256],f32>
  %1 = torch.aten.baddbmm %b, %x, %wb, %int1, %int2 : !torch.vtensor<[256],f32>, !torch.vtensor<[256,4,256],f32>, !torch.vtensor<[256,256,256],f32>, !torch.int, !torch.int -> !torch.vtensor<[256,4,256],f32>
  %perm = torch.prim.ListConstruct %int1, %int0, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %yt = torch.aten.permute %y, %perm : !torch.vtensor<[5,3,4],f32>, !torch.list<int> -> !torch.vtensor<[3,5,4],f32>
  %c = torch.vtensor.literal(dense<[[1.0, -2.0, 0.5], [3.0, 0.0, -1.0], [2.0, 1.0, 4.0], [-3.0, 5.0, 1.5]]> : tensor<4x3xf32>) : !torch.vtensor<[4,3],f32>
  %csizes = torch.prim.ListConstruct %int3, %int4, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %cb = torch.aten.expand %c, %csizes, %false : !torch.vtensor<[4,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,4,3],f32>
  %2 = torch.aten.bmm %yt, %cb : !torch.vtensor<[3,5,4],f32>, !torch.vtensor<[3,4,3],f32> -> !torch.vtensor<[3,5,3],f32>
  return %0, %1, %2 : !torch.vtensor<[256,4,256],f32>, !torch.vtensor<[256,4,256],f32>, !torch.vtensor<[3,5,3],f32>
}
