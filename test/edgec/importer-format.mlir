// A program as torch-mlir's FX importer prints a decoder's causal attention: `.to()` / `.float()` record
// _assert_tensor_metadata, a size test becomes a number through Int.bool (here a factor of 1). It compiles: the checks are dropped
// (their conditions hold for the static types), the numbers fold.
// RUN: edgec compile %s --target=cpu --emit=edge | FileCheck %s
// CHECK-NOT: torch.
// CHECK: softmax
func.func @main(%arg0: !torch.vtensor<[1,4,4],f32>) -> !torch.vtensor<[1,4,4],f32> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int1 = torch.constant.int 1
  %int6 = torch.constant.int 6
  %int-1 = torch.constant.int -1
  torch.aten._assert_tensor_metadata %arg0, %none, %none, %int6, %none, %none : !torch.vtensor<[1,4,4],f32>, !torch.none, !torch.none, !torch.int, !torch.none, !torch.none
  %0 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[1,4,4],f32>, !torch.int -> !torch.int
  %1 = torch.aten.gt.int %0, %int1 : !torch.int, !torch.int -> !torch.bool
  %2 = torch.aten.Int.bool %1 : !torch.bool -> !torch.int
  %7 = torch.vtensor.literal(dense<[[false, true, true, true], [false, false, true, true], [false, false, false, true], [false, false, false, false]]> : tensor<4x4xi1>) : !torch.vtensor<[4,4],i1>
  %float-inf = torch.constant.float 0xFFF0000000000000
  %8 = torch.aten.masked_fill.Scalar %arg0, %7, %float-inf : !torch.vtensor<[1,4,4],f32>, !torch.vtensor<[4,4],i1>, !torch.float -> !torch.vtensor<[1,4,4],f32>
  %s = torch.aten.mul.Scalar %8, %2 : !torch.vtensor<[1,4,4],f32>, !torch.int -> !torch.vtensor<[1,4,4],f32>
  %9 = torch.aten._softmax %s, %int-1, %false : !torch.vtensor<[1,4,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,4,4],f32>
  torch.aten._assert_tensor_metadata %9, %none, %none, %int6, %none, %none : !torch.vtensor<[1,4,4],f32>, !torch.none, !torch.none, !torch.int, !torch.none, !torch.none
  %10 = torch.aten._to_copy %9, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[1,4,4],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[1,4,4],f32>
  return %10 : !torch.vtensor<[1,4,4],f32>
}
