// A program with ops edgec cannot compile: it exits with status 1, writes nothing and names every such op (one
// error per op, at its first use, with the count and the reason: "no lowering yet" for an op edgec does not
// know (every Core ATen op that inference exports contain lowers); an item() whose value would have to reach the host; an op
// on complex tensors that edgec does not compute them in, with the ops that do); --list-unsupported lists
// the same ops.
// RUN: rm -f %t.pte
// RUN: sh -c 'edgec compile %s -o %t.pte 2>%t.err; test $? -eq 1'
// RUN: not test -e %t.pte
// RUN: FileCheck %s -DFILE=%s < %t.err
// RUN: not edgec compile --list-unsupported %s | FileCheck %s --check-prefix=LIST
func.func @main(%arg0: !torch.vtensor<[2,8],f32>, %q: !torch.vtensor<[1,2,4,8],f32>, %z: !torch.vtensor<[3],complex<f64>>) -> (!torch.float, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[2,5],complex<f32>>, !torch.vtensor<[3],complex<f64>>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %float0 = torch.constant.float 0.000000e+00
  %float1 = torch.constant.float 1.000000e+00
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  // CHECK: [[FILE]]:[[# @LINE + 1]]:8: error: unsupported op 'torch.aten._local_scalar_dense' (1 use): its value is used by func.return (operand 0), which needs it on the host mid-program
  %3 = torch.aten._local_scalar_dense %arg0 : !torch.vtensor<[2,8],f32> -> !torch.float
  // CHECK: [[FILE]]:[[# @LINE + 1]]:10: error: unsupported op 'torch.aten._scaled_dot_product_flash_attention_for_cpu' (1 use): no lowering to the edge dialect yet
  %4:2 = torch.aten._scaled_dot_product_flash_attention_for_cpu %q, %q, %q, %float0, %true, %none, %float1 : !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.float, !torch.bool, !torch.none, !torch.float -> !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4],f32>
  %5 = torch.aten._fft_r2c %arg0, %dims, %int0, %true : !torch.vtensor<[2,8],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[2,5],complex<f32>>
  // CHECK: [[FILE]]:[[# @LINE + 1]]:8: error: unsupported op 'torch.aten.sin on complex tensors' (1 use): edgec computes complex tensors only in FFTs (_fft_r2c, _fft_c2r, _fft_c2c), abs, angle, conj,
  %6 = torch.aten.sin %5 : !torch.vtensor<[2,5],complex<f32>> -> !torch.vtensor<[2,5],complex<f32>>
  // CHECK: [[FILE]]:[[# @LINE + 1]]:8: error: unsupported op 'torch.aten.neg on complex128 tensors' (1 use): edgec computes complex64 only
  %7 = torch.aten.neg %z : !torch.vtensor<[3],complex<f64>> -> !torch.vtensor<[3],complex<f64>>
  // CHECK: [[FILE]]:11:1: error: argument #2 of type '!torch.vtensor<[3],complex<f64>>' is not supported: edgec computes complex64 only
  return %3, %4#0, %6, %7 : !torch.float, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[2,5],complex<f32>>, !torch.vtensor<[3],complex<f64>>
}
// CHECK-NOT: error: unsupported
// LIST: 4 ops (4 uses) cannot be compiled yet:
// LIST-NEXT: 1 torch.aten._local_scalar_dense
// LIST-NEXT: 1 torch.aten._scaled_dot_product_flash_attention_for_cpu
// LIST-NEXT: 1 torch.aten.sin on complex tensors
// LIST-NEXT: 1 torch.aten.neg on complex128 tensors
