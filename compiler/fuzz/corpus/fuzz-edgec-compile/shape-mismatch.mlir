// RUN: rm -f %t.pte
// RUN: not edgec compile %s -o %t.pte 2>&1 | FileCheck %s -DFILE=%s
// RUN: not test -e %t.pte
// The exit status is exactly 1:
// RUN: sh -c 'edgec compile %s -o %t.pte 2>/dev/null; test $? -eq 1'
func.func @main(%arg0: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[4,16],f32> {
  %c = torch.vtensor.literal(dense<1.0> : tensor<8xf32>) : !torch.vtensor<[8],f32>
  %int1 = torch.constant.int 1
  // CHECK: [[FILE]]:[[# @LINE + 1]]:8: error: 'edge.add.Tensor' op cannot broadcast shapes [4,16] and [8]
  %0 = torch.aten.add.Tensor %arg0, %c, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  // CHECK-NOT: error
  return %0 : !torch.vtensor<[4,16],f32>
}
