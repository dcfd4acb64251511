// PyTorch's attention decomposes _safe_softmax (a row of only -inf gives zeros, not NaN) into a softmax, a
// test of the rows (x == -inf, logical_not, any, logical_not) and a where; on Vulkan the softmax's dispatch
// tests the rows itself and writes the where's output (SAFE), for long rows (TREE, 150) and short ones (10).
// Rows: every third all -inf; every third from the second all -inf but one NaN (PyTorch: NaN, not zeros);
// the rest finite with some -inf. Vulkan must match the CPU kernels, which run the decomposition op by op.
// A where that gives ones rather than zeros is not _safe_softmax: it stays a dispatch of its own.
// RUN: %python %inputs/make_npy.py %t.x.npy 4,6,150
// RUN: %python %inputs/make_npy.py %t.r.npy 4,6,1
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %t.x.npy -i %t.r.npy -o %t.cpu0.npy -o %t.cpu1.npy -o %t.cpu2.npy
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %t.x.npy -i %t.r.npy --check %t.cpu0.npy --check %t.cpu1.npy --check %t.cpu2.npy --tolerance 1e-5 | FileCheck %s %}
// RUN: edgec compile %s --emit=planned -o - | FileCheck %s --check-prefix=KERNEL
// CHECK-COUNT-3: check output {{[0-2]}}: {{.*}}: ok
// CHECK: validation messages: 0
// KERNEL-DAG: edge.shader @softmax_tree_safe {defines = ["TREE", {{.*}}"SAFE"]
// KERNEL-DAG: edge.shader @softmax_safe {defines = [{{.*}}"SAFE"]
// KERNEL-COUNT-2: kernel = "aten._softmax.default+aten.eq.Scalar+aten.logical_not.default+aten.ne.Scalar+aten._to_copy.default+aten.sum.dim_IntList+aten.ne.Scalar+aten.logical_not.default+aten.where.self"
// KERNEL: kernel = "aten._softmax.default"
// KERNEL: kernel = "aten.where.self"
func.func @main(%x: !torch.vtensor<[4,6,150],f32>, %r: !torch.vtensor<[4,6,1],f32>) -> (!torch.vtensor<[4,6,150],f32>, !torch.vtensor<[4,6,10],f32>, !torch.vtensor<[4,6,10],f32>) {
  %int-1 = torch.constant.int -1
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int10 = torch.constant.int 10
  %int20 = torch.constant.int 20
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %neginf = torch.constant.float 0xFFF0000000000000
  %nan = torch.constant.float 0x7FF8000000000000
  %rows = torch.aten.remainder.Scalar %r, %int3 : !torch.vtensor<[4,6,1],f32>, !torch.int -> !torch.vtensor<[4,6,1],f32>
  %allInf = torch.aten.eq.Scalar %rows, %int0 : !torch.vtensor<[4,6,1],f32>, !torch.int -> !torch.vtensor<[4,6,1],i1>
  %nanRow = torch.aten.eq.Scalar %rows, %int1 : !torch.vtensor<[4,6,1],f32>, !torch.int -> !torch.vtensor<[4,6,1],i1>
  %three = torch.aten.eq.Scalar %x, %int3 : !torch.vtensor<[4,6,150],f32>, !torch.int -> !torch.vtensor<[4,6,150],i1>
  %zero = torch.aten.eq.Scalar %x, %int0 : !torch.vtensor<[4,6,150],f32>, !torch.int -> !torch.vtensor<[4,6,150],i1>
  %a = torch.aten.masked_fill.Scalar %x, %three, %neginf : !torch.vtensor<[4,6,150],f32>, !torch.vtensor<[4,6,150],i1>, !torch.float -> !torch.vtensor<[4,6,150],f32>
  %b = torch.aten.masked_fill.Scalar %a, %allInf, %neginf : !torch.vtensor<[4,6,150],f32>, !torch.vtensor<[4,6,1],i1>, !torch.float -> !torch.vtensor<[4,6,150],f32>
  %c = torch.aten.masked_fill.Scalar %b, %nanRow, %neginf : !torch.vtensor<[4,6,150],f32>, !torch.vtensor<[4,6,1],i1>, !torch.float -> !torch.vtensor<[4,6,150],f32>
  %nanAt = torch.aten.logical_and %nanRow, %zero : !torch.vtensor<[4,6,1],i1>, !torch.vtensor<[4,6,150],i1> -> !torch.vtensor<[4,6,150],i1>
  %in = torch.aten.masked_fill.Scalar %c, %nanAt, %nan : !torch.vtensor<[4,6,150],f32>, !torch.vtensor<[4,6,150],i1>, !torch.float -> !torch.vtensor<[4,6,150],f32>
  %s = torch.aten._softmax %in, %int-1, %false : !torch.vtensor<[4,6,150],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,6,150],f32>
  %e = torch.aten.eq.Scalar %in, %neginf : !torch.vtensor<[4,6,150],f32>, !torch.float -> !torch.vtensor<[4,6,150],i1>
  %n = torch.aten.logical_not %e : !torch.vtensor<[4,6,150],i1> -> !torch.vtensor<[4,6,150],i1>
  %any = torch.aten.any.dim %n, %int-1, %true : !torch.vtensor<[4,6,150],i1>, !torch.int, !torch.bool -> !torch.vtensor<[4,6,1],i1>
  %all = torch.aten.logical_not %any : !torch.vtensor<[4,6,1],i1> -> !torch.vtensor<[4,6,1],i1>
  %z = torch.aten.full_like %s, %int0, %none, %none, %none, %false, %none : !torch.vtensor<[4,6,150],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,6,150],f32>
  %out = torch.aten.where.self %all, %z, %s : !torch.vtensor<[4,6,1],i1>, !torch.vtensor<[4,6,150],f32>, !torch.vtensor<[4,6,150],f32> -> !torch.vtensor<[4,6,150],f32>
  %short = torch.aten.slice.Tensor %in, %int2, %int0, %int10, %int1 : !torch.vtensor<[4,6,150],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,6,10],f32>
  %s2 = torch.aten._softmax %short, %int-1, %false : !torch.vtensor<[4,6,10],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,6,10],f32>
  %e2 = torch.aten.eq.Scalar %short, %neginf : !torch.vtensor<[4,6,10],f32>, !torch.float -> !torch.vtensor<[4,6,10],i1>
  %n2 = torch.aten.logical_not %e2 : !torch.vtensor<[4,6,10],i1> -> !torch.vtensor<[4,6,10],i1>
  %any2 = torch.aten.any.dim %n2, %int-1, %true : !torch.vtensor<[4,6,10],i1>, !torch.int, !torch.bool -> !torch.vtensor<[4,6,1],i1>
  %all2 = torch.aten.logical_not %any2 : !torch.vtensor<[4,6,1],i1> -> !torch.vtensor<[4,6,1],i1>
  %z2 = torch.aten.full_like %s2, %int0, %none, %none, %none, %false, %none : !torch.vtensor<[4,6,10],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,6,10],f32>
  %out2 = torch.aten.where.self %all2, %z2, %s2 : !torch.vtensor<[4,6,1],i1>, !torch.vtensor<[4,6,10],f32>, !torch.vtensor<[4,6,10],f32> -> !torch.vtensor<[4,6,10],f32>
  %short3 = torch.aten.slice.Tensor %in, %int2, %int10, %int20, %int1 : !torch.vtensor<[4,6,150],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,6,10],f32>
  %s3 = torch.aten._softmax %short3, %int-1, %false : !torch.vtensor<[4,6,10],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,6,10],f32>
  %e3 = torch.aten.eq.Scalar %short3, %neginf : !torch.vtensor<[4,6,10],f32>, !torch.float -> !torch.vtensor<[4,6,10],i1>
  %n3 = torch.aten.logical_not %e3 : !torch.vtensor<[4,6,10],i1> -> !torch.vtensor<[4,6,10],i1>
  %any3 = torch.aten.any.dim %n3, %int-1, %true : !torch.vtensor<[4,6,10],i1>, !torch.int, !torch.bool -> !torch.vtensor<[4,6,1],i1>
  %all3 = torch.aten.logical_not %any3 : !torch.vtensor<[4,6,1],i1> -> !torch.vtensor<[4,6,1],i1>
  %z3 = torch.aten.full_like %s3, %int1, %none, %none, %none, %false, %none : !torch.vtensor<[4,6,10],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,6,10],f32>
  %out3 = torch.aten.where.self %all3, %z3, %s3 : !torch.vtensor<[4,6,1],i1>, !torch.vtensor<[4,6,10],f32>, !torch.vtensor<[4,6,10],f32> -> !torch.vtensor<[4,6,10],f32>
  return %out, %out2, %out3 : !torch.vtensor<[4,6,150],f32>, !torch.vtensor<[4,6,10],f32>, !torch.vtensor<[4,6,10],f32>
}
