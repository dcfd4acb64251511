// RUN: rm -f %t.pte
// RUN: not edgec compile %s -o %t.pte 2>&1 | FileCheck %s -DFILE=%s
// RUN: not test -e %t.pte
// The exit status is exactly 1:
// RUN: sh -c 'edgec compile %s -o %t.pte 2>/dev/null; test $? -eq 1'
func.func @main(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.relu %arg0 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  // a missing type list
  // CHECK: [[FILE]]:[[# @LINE + 1]]:43: error: expected ':'
  %1 = torch.aten.add.Tensor %0, %0, %int1 -> !torch.vtensor<[4],f32>
  return %1 : !torch.vtensor<[4],f32>
}
