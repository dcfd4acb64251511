// Weights whose blob is elided or missing are an error when the data is needed, not a silent zero.
// RUN: not edgec-opt %s -edgec-compile -edge-serialize=output=%t.pte 2>&1 | FileCheck %s
// CHECK: serialize-invalid.mlir:[[@LINE+2]]:8: error: the data of constant 'torch_tensor_missing' is missing from the resources section
func.func @main(%arg0: !torch.vtensor<[8],f32>) -> !torch.vtensor<[8],f32> {
  %c = torch.vtensor.literal(dense_resource<torch_tensor_missing> : tensor<8xf32>) : !torch.vtensor<[8],f32>
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %arg0, %c, %int1 : !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
  return %0 : !torch.vtensor<[8],f32>
}
