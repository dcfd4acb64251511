// A program with ops edgec cannot compile: it exits with status 1, writes nothing and names every such op (one
// error per op, at its first use, with the count and the reason: docs/ops.md's for the Core ATen ops it
// cannot compile, "no lowering yet" for the rest); --list-unsupported lists the same ops.
// RUN: rm -f %t.pte
// RUN: sh -c 'edgec compile %s -o %t.pte 2>%t.err; test $? -eq 1'
// RUN: not test -e %t.pte
// RUN: FileCheck %s -DFILE=%s < %t.err
// RUN: not edgec compile --list-unsupported %s | FileCheck %s --check-prefix=LIST
func.func @main(%arg0: !torch.vtensor<[2,8],f32>, %q: !torch.vtensor<[1,2,4,8],f32>) -> (!torch.vtensor<[2,8],f32>, !torch.float, !torch.vtensor<[1,2,4,8],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %float0 = torch.constant.float 0.000000e+00
  %float1 = torch.constant.float 1.000000e+00
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  // CHECK: [[FILE]]:[[# @LINE + 1]]:8: error: unsupported op 'torch.aten._fft_r2c' (2 uses): its result is complex (FFT), and edgec has no complex element types
  %0 = torch.aten._fft_r2c %arg0, %dims, %int0, %false : !torch.vtensor<[2,8],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[2,8],f32>
  %1 = torch.aten.relu %0 : !torch.vtensor<[2,8],f32> -> !torch.vtensor<[2,8],f32>
  %2 = torch.aten._fft_r2c %1, %dims, %int0, %false : !torch.vtensor<[2,8],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[2,8],f32>
  // CHECK: [[FILE]]:[[# @LINE + 1]]:8: error: unsupported op 'torch.aten._local_scalar_dense' (1 use): reads a tensor element back to the host
  %3 = torch.aten._local_scalar_dense %arg0 : !torch.vtensor<[2,8],f32> -> !torch.float
  // CHECK: [[FILE]]:[[# @LINE + 1]]:10: error: unsupported op 'torch.aten._scaled_dot_product_flash_attention_for_cpu' (1 use): no lowering to the edge dialect yet
  %4:2 = torch.aten._scaled_dot_product_flash_attention_for_cpu %q, %q, %q, %float0, %true, %none, %float1 : !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4,8],f32>, !torch.float, !torch.bool, !torch.none, !torch.float -> !torch.vtensor<[1,2,4,8],f32>, !torch.vtensor<[1,2,4],f32>
  return %2, %3, %4#0 : !torch.vtensor<[2,8],f32>, !torch.float, !torch.vtensor<[1,2,4,8],f32>
}
// CHECK-NOT: error
// LIST: 3 ops (4 uses) cannot be compiled yet:
// LIST-NEXT: 2 torch.aten._fft_r2c
// LIST-NEXT: 1 torch.aten._local_scalar_dense
// LIST-NEXT: 1 torch.aten._scaled_dot_product_flash_attention_for_cpu
