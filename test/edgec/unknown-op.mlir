// RUN: rm -f %t.pte
// RUN: not edgec compile %s -o %t.pte 2>&1 | FileCheck %s -DFILE=%s
// RUN: not test -e %t.pte
// The exit status is exactly 1:
// RUN: sh -c 'edgec compile %s -o %t.pte 2>/dev/null; test $? -eq 1'
func.func @main(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %0 = torch.aten.relu %arg0 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  // CHECK: [[FILE]]:[[# @LINE + 1]]:8: error: custom op 'torch.aten.frobnicate' is unknown
  %1 = torch.aten.frobnicate %0 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %1 : !torch.vtensor<[4],f32>
}
