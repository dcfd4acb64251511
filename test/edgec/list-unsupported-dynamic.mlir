// `--list-unsupported` takes a dynamic program's size arithmetic as the compiler does (torch-bound-shapes):
// size.int and the like are not listed as unsupported; a program that compiles prints nothing and exits 0; a
// size used where edgec cannot take it yet is named, at its location, and the exit is 1.
// RUN: edgec compile --list-unsupported %S/../dynamic/attention.mlir 2>&1 | FileCheck %s --check-prefix=COMPILES --allow-empty
// COMPILES-NOT: {{.}}
// RUN: not edgec compile --list-unsupported %s 2>&1 | FileCheck %s -DFILE=%s
// CHECK-NOT: size.int
// CHECK: [[FILE]]:[[@LINE+6]]:8: error: uses the symbolic size s0 as a value
func.func @main(%arg0: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  %int0 = torch.constant.int 0
  %size = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.int
  %r = torch.aten.add.Scalar %arg0, %size, %size : !torch.vtensor<[?,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4],f32>
  torch.bind_symbolic_shape %r, [%0], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
  return %r : !torch.vtensor<[?,4],f32>
}
