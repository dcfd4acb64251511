// Rows longer than one block (128) sort by ranking blocks and merging runs (shaders/sort.comp: MERGE passes,
// O(n log n)): ascending and descending, stable among the many ties of 49 distinct values, NaN last (first
// descending), along the last dim and along dim 0 of a [1000, 3] view (inner stride 3), topk of the largest
// and smallest, int32 and int64 keys, and a row of 1000 (not a power of two: the last runs are short). Vulkan
// must match the CPU kernels: indices and integer values exactly, float values to the last bit or two of the
// sin that made them (computed on each target).
// RUN: %python %inputs/make_npy.py %t.x.npy 3,1000
// RUN: %python %inputs/make_npy.py %t.r.npy 1000
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %t.x.npy -i %t.r.npy -o %t.c0.npy -o %t.c1.npy -o %t.c2.npy -o %t.c3.npy -o %t.c4.npy -o %t.c5.npy -o %t.c6.npy -o %t.c7.npy -o %t.c8.npy -o %t.c9.npy -o %t.c10.npy -o %t.c11.npy
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %t.x.npy -i %t.r.npy --check %t.c0.npy --check %t.c1.npy --check %t.c2.npy --check %t.c3.npy --check %t.c4.npy --check %t.c5.npy --check %t.c6.npy --check %t.c7.npy --check %t.c8.npy --check %t.c9.npy --check %t.c10.npy --check %t.c11.npy --tolerance 1e-6 | FileCheck %s %}
// RUN: edgec compile %s --emit=planned -o - | FileCheck %s --check-prefix=KERNEL
// CHECK-COUNT-12: check output {{[0-9]+}}: {{.*}}: ok
// CHECK: validation messages: 0
// 1000 elements: a block rank, then runs of 128, 256 and 512 merged (3 passes) per sort.
// KERNEL: edge.dispatch @sort_run
// KERNEL-NEXT: edge.dispatch @sort_merge_run
// KERNEL-NEXT: edge.dispatch @sort_merge_run
// KERNEL-NEXT: edge.dispatch @sort_merge
func.func @main(%x: !torch.vtensor<[3,1000],f32>, %r: !torch.vtensor<[1000],f32>) -> (!torch.vtensor<[3,1000],f32>, !torch.vtensor<[3,1000],si64>, !torch.vtensor<[3,1000],f32>, !torch.vtensor<[3,1000],si64>, !torch.vtensor<[1000,3],f32>, !torch.vtensor<[1000,3],si64>, !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,1000],si32>, !torch.vtensor<[3,1000],si64>, !torch.vtensor<[3,7],si64>, !torch.vtensor<[3,7],si64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int5 = torch.constant.int 5
  %int7 = torch.constant.int 7
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %nan = torch.constant.float 0x7FF8000000000000
  %a = torch.constant.float 1.310000e+01
  %b = torch.constant.float 3.300000e+00
  %hundred = torch.constant.float 1.000000e+02
  %xa = torch.aten.mul.Scalar %x, %a : !torch.vtensor<[3,1000],f32>, !torch.float -> !torch.vtensor<[3,1000],f32>
  %rb = torch.aten.mul.Scalar %r, %b : !torch.vtensor<[1000],f32>, !torch.float -> !torch.vtensor<[1000],f32>
  %sum = torch.aten.add.Tensor %xa, %rb, %int1 : !torch.vtensor<[3,1000],f32>, !torch.vtensor<[1000],f32>, !torch.int -> !torch.vtensor<[3,1000],f32>
  %y0 = torch.aten.sin %sum : !torch.vtensor<[3,1000],f32> -> !torch.vtensor<[3,1000],f32>
  %x3 = torch.aten.eq.Scalar %x, %int3 : !torch.vtensor<[3,1000],f32>, !torch.int -> !torch.vtensor<[3,1000],i1>
  %r5 = torch.aten.eq.Scalar %r, %int5 : !torch.vtensor<[1000],f32>, !torch.int -> !torch.vtensor<[1000],i1>
  %m = torch.aten.logical_and %x3, %r5 : !torch.vtensor<[3,1000],i1>, !torch.vtensor<[1000],i1> -> !torch.vtensor<[3,1000],i1>
  %y = torch.aten.masked_fill.Scalar %y0, %m, %nan : !torch.vtensor<[3,1000],f32>, !torch.vtensor<[3,1000],i1>, !torch.float -> !torch.vtensor<[3,1000],f32>
  %v0, %i0 = torch.aten.sort %y, %int1, %false : !torch.vtensor<[3,1000],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3,1000],f32>, !torch.vtensor<[3,1000],si64>
  %v1, %i1 = torch.aten.sort %y, %int-1, %true : !torch.vtensor<[3,1000],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3,1000],f32>, !torch.vtensor<[3,1000],si64>
  %p = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %yT = torch.aten.permute %y, %p : !torch.vtensor<[3,1000],f32>, !torch.list<int> -> !torch.vtensor<[1000,3],f32>
  %v2, %i2 = torch.aten.sort %yT, %int0, %false : !torch.vtensor<[1000,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1000,3],f32>, !torch.vtensor<[1000,3],si64>
  %v3, %i3 = torch.aten.topk %y, %int5, %int1, %true, %true : !torch.vtensor<[3,1000],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],si64>
  %scaled = torch.aten.mul.Scalar %y0, %hundred : !torch.vtensor<[3,1000],f32>, !torch.float -> !torch.vtensor<[3,1000],f32>
  %int3type = torch.constant.int 3
  %int4type = torch.constant.int 4
  %k32 = torch.aten._to_copy %scaled, %int3type, %none, %none, %none, %false, %none : !torch.vtensor<[3,1000],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,1000],si32>
  %v4, %i4 = torch.aten.sort %k32, %int1, %false : !torch.vtensor<[3,1000],si32>, !torch.int, !torch.bool -> !torch.vtensor<[3,1000],si32>, !torch.vtensor<[3,1000],si64>
  %k64 = torch.aten._to_copy %scaled, %int4type, %none, %none, %none, %false, %none : !torch.vtensor<[3,1000],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[3,1000],si64>
  %v5, %i5 = torch.aten.topk %k64, %int7, %int1, %false, %true : !torch.vtensor<[3,1000],si64>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,7],si64>, !torch.vtensor<[3,7],si64>
  return %v0, %i0, %v1, %i1, %v2, %i2, %v3, %i3, %v4, %i4, %v5, %i5 : !torch.vtensor<[3,1000],f32>, !torch.vtensor<[3,1000],si64>, !torch.vtensor<[3,1000],f32>, !torch.vtensor<[3,1000],si64>, !torch.vtensor<[1000,3],f32>, !torch.vtensor<[1000,3],si64>, !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],si64>, !torch.vtensor<[3,1000],si32>, !torch.vtensor<[3,1000],si64>, !torch.vtensor<[3,7],si64>, !torch.vtensor<[3,7],si64>
}
