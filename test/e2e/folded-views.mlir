// Views feeding matrix products and elementwise ops cost no copy on Vulkan: a strided read (permute, select,
// slice, expand) whose readers take strided operands is folded into them, through contiguous views of it and
// through further strided reads (attention's select, view, permute, view chain); a read of all of its source
// in order becomes a view; a float tensor times or over a Scalar that only products read scales their alpha.
// A view a layout cannot express (the attention output's [1,5,2,4] permute merged to [1,5,8]) stays a copy, and
// a scaled tensor that something else reads (an output) stays a dispatch. Vulkan must match the CPU kernels,
// which run every op as written.
// RUN: %python %inputs/make_npy.py %t.x.npy 2,5,24
// RUN: %python %inputs/make_npy.py %t.w.npy 6,8
// RUN: %python %inputs/make_npy.py %t.y.npy 8,5
// RUN: %python %inputs/make_npy.py %t.b.npy 6
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %t.x.npy -i %t.w.npy -i %t.y.npy -i %t.b.npy -o %t.c0.npy -o %t.c1.npy -o %t.c2.npy -o %t.c3.npy -o %t.c4.npy -o %t.c5.npy -o %t.c6.npy
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %t.x.npy -i %t.w.npy -i %t.y.npy -i %t.b.npy --check %t.c0.npy --check %t.c1.npy --check %t.c2.npy --check %t.c3.npy --check %t.c4.npy --check %t.c5.npy --check %t.c6.npy --tolerance 1e-5 | FileCheck %s %}
// RUN: edgec compile %s --emit=planned -o - | grep -o 'kernel = "[^"]*"' | FileCheck %s --check-prefix=KERNEL
// CHECK-COUNT-7: check output {{[0-6]}}: {{.*}}: ok
// CHECK: validation messages: 0
// Every dispatch, in order (no select, slice, expand or div.Scalar copy anywhere): the two products of
// attention and its softmax, the one copy left (the attention output's permute), the strided mm and addmm,
// the broadcast bmm, the scaled input's own dispatch and the two products of it.
// KERNEL: kernel = "aten.bmm.default"
// KERNEL-NEXT: kernel = "aten._softmax.default"
// KERNEL-NEXT: kernel = "aten.bmm.default"
// KERNEL-NEXT: kernel = "aten.permute.default"
// KERNEL-NEXT: kernel = "aten.mm.default"
// KERNEL-NEXT: kernel = "aten.addmm.default"
// KERNEL-NEXT: kernel = "aten.bmm.default"
// KERNEL-NEXT: kernel = "aten.mul.Scalar"
// KERNEL-NEXT: kernel = "aten.mm.default"
// KERNEL-NEXT: kernel = "aten.mm.default"
// KERNEL-NOT: kernel
func.func @main(%x: !torch.vtensor<[2,5,24],f32>, %w: !torch.vtensor<[6,8],f32>, %y: !torch.vtensor<[8,5],f32>, %bias: !torch.vtensor<[6],f32>) -> (!torch.vtensor<[1,5,8],f32>, !torch.vtensor<[10,6],f32>, !torch.vtensor<[10,6],f32>, !torch.vtensor<[3,6,10],f32>, !torch.vtensor<[8,5],f32>, !torch.vtensor<[6,5],f32>, !torch.vtensor<[6,5],f32>) {
  %int-1 = torch.constant.int -1
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int5 = torch.constant.int 5
  %int6 = torch.constant.int 6
  %int8 = torch.constant.int 8
  %int10 = torch.constant.int 10
  %int16 = torch.constant.int 16
  %int24 = torch.constant.int 24
  %false = torch.constant.bool false
  %half = torch.constant.float 5.000000e-01
  %three = torch.constant.float 3.000000e+00
  %four = torch.constant.float 4.000000e+00
  // attention over x[1] as [batch 1, tokens 5, (q,k,v) 3, heads 2, dim 4]
  %x1 = torch.aten.select.int %x, %int0, %int1 : !torch.vtensor<[2,5,24],f32>, !torch.int, !torch.int -> !torch.vtensor<[5,24],f32>
  %s5 = torch.prim.ListConstruct %int1, %int5, %int3, %int2, %int4 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %qkv = torch.aten.view %x1, %s5 : !torch.vtensor<[5,24],f32>, !torch.list<int> -> !torch.vtensor<[1,5,3,2,4],f32>
  %p5 = torch.prim.ListConstruct %int2, %int0, %int3, %int1, %int4 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %heads = torch.aten.permute %qkv, %p5 : !torch.vtensor<[1,5,3,2,4],f32>, !torch.list<int> -> !torch.vtensor<[3,1,2,5,4],f32>
  %q = torch.aten.select.int %heads, %int0, %int0 : !torch.vtensor<[3,1,2,5,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,5,4],f32>
  %k = torch.aten.select.int %heads, %int0, %int1 : !torch.vtensor<[3,1,2,5,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,5,4],f32>
  %v = torch.aten.select.int %heads, %int0, %int-1 : !torch.vtensor<[3,1,2,5,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,2,5,4],f32>
  %qs = torch.aten.mul.Scalar %q, %half : !torch.vtensor<[1,2,5,4],f32>, !torch.float -> !torch.vtensor<[1,2,5,4],f32>
  %pT = torch.prim.ListConstruct %int0, %int1, %int3, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %kT = torch.aten.permute %k, %pT : !torch.vtensor<[1,2,5,4],f32>, !torch.list<int> -> !torch.vtensor<[1,2,4,5],f32>
  %kTs = torch.aten.div.Scalar %kT, %four : !torch.vtensor<[1,2,4,5],f32>, !torch.float -> !torch.vtensor<[1,2,4,5],f32>
  %s254 = torch.prim.ListConstruct %int2, %int5, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %s245 = torch.prim.ListConstruct %int2, %int4, %int5 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %q3 = torch.aten.view %qs, %s254 : !torch.vtensor<[1,2,5,4],f32>, !torch.list<int> -> !torch.vtensor<[2,5,4],f32>
  %k3 = torch.aten.view %kTs, %s245 : !torch.vtensor<[1,2,4,5],f32>, !torch.list<int> -> !torch.vtensor<[2,4,5],f32>
  %scores = torch.aten.bmm %q3, %k3 : !torch.vtensor<[2,5,4],f32>, !torch.vtensor<[2,4,5],f32> -> !torch.vtensor<[2,5,5],f32>
  %attn = torch.aten._softmax %scores, %int-1, %false : !torch.vtensor<[2,5,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,5,5],f32>
  %v3 = torch.aten.view %v, %s254 : !torch.vtensor<[1,2,5,4],f32>, !torch.list<int> -> !torch.vtensor<[2,5,4],f32>
  %o = torch.aten.bmm %attn, %v3 : !torch.vtensor<[2,5,5],f32>, !torch.vtensor<[2,5,4],f32> -> !torch.vtensor<[2,5,4],f32>
  %s1254 = torch.prim.ListConstruct %int1, %int2, %int5, %int4 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %o4 = torch.aten.view %o, %s1254 : !torch.vtensor<[2,5,4],f32>, !torch.list<int> -> !torch.vtensor<[1,2,5,4],f32>
  %pO = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %o5 = torch.aten.permute %o4, %pO : !torch.vtensor<[1,2,5,4],f32>, !torch.list<int> -> !torch.vtensor<[1,5,2,4],f32>
  %s158 = torch.prim.ListConstruct %int1, %int5, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %out0 = torch.aten.view %o5, %s158 : !torch.vtensor<[1,5,2,4],f32>, !torch.list<int> -> !torch.vtensor<[1,5,8],f32>
  // a slice with a step and a transposed matrix, into mm and addmm (alpha 2, beta 1)
  %s1024 = torch.prim.ListConstruct %int10, %int24 : (!torch.int, !torch.int) -> !torch.list<int>
  %x2 = torch.aten.view %x, %s1024 : !torch.vtensor<[2,5,24],f32>, !torch.list<int> -> !torch.vtensor<[10,24],f32>
  %a = torch.aten.slice.Tensor %x2, %int1, %int0, %int16, %int2 : !torch.vtensor<[10,24],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[10,8],f32>
  %p2 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %wT = torch.aten.permute %w, %p2 : !torch.vtensor<[6,8],f32>, !torch.list<int> -> !torch.vtensor<[8,6],f32>
  %out1 = torch.aten.mm %a, %wT : !torch.vtensor<[10,8],f32>, !torch.vtensor<[8,6],f32> -> !torch.vtensor<[10,6],f32>
  %out2 = torch.aten.addmm %bias, %a, %wT, %int1, %int2 : !torch.vtensor<[6],f32>, !torch.vtensor<[10,8],f32>, !torch.vtensor<[8,6],f32>, !torch.int, !torch.int -> !torch.vtensor<[10,6],f32>
  // a matrix broadcast over the batch (expand: stride 0)
  %s168 = torch.prim.ListConstruct %int1, %int6, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %w1 = torch.aten.view %w, %s168 : !torch.vtensor<[6,8],f32>, !torch.list<int> -> !torch.vtensor<[1,6,8],f32>
  %s368 = torch.prim.ListConstruct %int3, %int6, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %wb = torch.aten.expand %w1, %s368, %false : !torch.vtensor<[1,6,8],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,6,8],f32>
  %s3810 = torch.prim.ListConstruct %int3, %int8, %int10 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %z = torch.aten.view %x, %s3810 : !torch.vtensor<[2,5,24],f32>, !torch.list<int> -> !torch.vtensor<[3,8,10],f32>
  %out3 = torch.aten.bmm %wb, %z : !torch.vtensor<[3,6,8],f32>, !torch.vtensor<[3,8,10],f32> -> !torch.vtensor<[3,6,10],f32>
  // a scaled matrix that is also an output keeps its dispatch; one that only a product reads does not
  %out4 = torch.aten.mul.Scalar %y, %three : !torch.vtensor<[8,5],f32>, !torch.float -> !torch.vtensor<[8,5],f32>
  %out5 = torch.aten.mm %w, %out4 : !torch.vtensor<[6,8],f32>, !torch.vtensor<[8,5],f32> -> !torch.vtensor<[6,5],f32>
  %yd = torch.aten.div.Scalar %y, %four : !torch.vtensor<[8,5],f32>, !torch.float -> !torch.vtensor<[8,5],f32>
  %out6 = torch.aten.mm %w, %yd : !torch.vtensor<[6,8],f32>, !torch.vtensor<[8,5],f32> -> !torch.vtensor<[6,5],f32>
  return %out0, %out1, %out2, %out3, %out4, %out5, %out6 : !torch.vtensor<[1,5,8],f32>, !torch.vtensor<[10,6],f32>, !torch.vtensor<[10,6],f32>, !torch.vtensor<[3,6,10],f32>, !torch.vtensor<[8,5],f32>, !torch.vtensor<[6,5],f32>, !torch.vtensor<[6,5],f32>
}
