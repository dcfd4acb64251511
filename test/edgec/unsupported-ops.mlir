// A program with ops edgec cannot compile yet: it exits with status 1, writes nothing and names every such
// op (one error per op, at its first use, with the count); --list-unsupported lists the same ops.
// RUN: rm -f %t.pte
// RUN: sh -c 'edgec compile %s -o %t.pte 2>%t.err; test $? -eq 1'
// RUN: not test -e %t.pte
// RUN: FileCheck %s -DFILE=%s < %t.err
// RUN: not edgec compile --list-unsupported %s | FileCheck %s --check-prefix=LIST
func.func @main(%arg0: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[4,3],f32> {
  %int0 = torch.constant.int 0
  %float = torch.constant.float 2.500000e+00
  %index = torch.vtensor.literal(dense<0> : tensor<4x3xsi64>) : !torch.vtensor<[4,3],si64>
  // CHECK: [[FILE]]:[[# @LINE + 1]]:8: error: unsupported op 'torch.aten.scatter.value' (2 uses): no lowering to the edge dialect yet
  %0 = torch.aten.scatter.value %arg0, %int0, %index, %float : !torch.vtensor<[4,3],f32>, !torch.int, !torch.vtensor<[4,3],si64>, !torch.float -> !torch.vtensor<[4,3],f32>
  %1 = torch.aten.relu %0 : !torch.vtensor<[4,3],f32> -> !torch.vtensor<[4,3],f32>
  // CHECK: [[FILE]]:[[# @LINE + 1]]:8: error: unsupported op 'torch.aten.scatter_add' (1 use): no lowering to the edge dialect yet
  %2 = torch.aten.scatter_add %1, %int0, %index, %1 : !torch.vtensor<[4,3],f32>, !torch.int, !torch.vtensor<[4,3],si64>, !torch.vtensor<[4,3],f32> -> !torch.vtensor<[4,3],f32>
  %3 = torch.aten.scatter.value %2, %int0, %index, %float : !torch.vtensor<[4,3],f32>, !torch.int, !torch.vtensor<[4,3],si64>, !torch.float -> !torch.vtensor<[4,3],f32>
  return %3 : !torch.vtensor<[4,3],f32>
}
// CHECK-NOT: error
// LIST: 2 ops (3 uses) cannot be compiled yet:
// LIST-NEXT: 2 torch.aten.scatter.value
// LIST-NEXT: 1 torch.aten.scatter_add
