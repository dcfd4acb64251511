module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,4],bf16>) -> !torch.vtensor<[2,3,5,4],bf16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.bfloat16> : tensor<3xbf16>) : !torch.vtensor<[3],bf16>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.bfloat16_1> : tensor<3xbf16>) : !torch.vtensor<[3],bf16>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.bfloat16_2> : tensor<3xbf16>) : !torch.vtensor<[3],bf16>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.bfloat16_3> : tensor<3xbf16>) : !torch.vtensor<[3],bf16>
    %4 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %5:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %0, %1, %2, %3, %float1.000000e-01, %float1.000000e-05) : (!torch.vtensor<[2,3,5,4],bf16>, !torch.vtensor<[3],bf16>, !torch.vtensor<[3],bf16>, !torch.vtensor<[3],bf16>, !torch.vtensor<[3],bf16>, !torch.float, !torch.float) -> (!torch.vtensor<[2,3,5,4],bf16>, !torch.vtensor<[0],bf16>, !torch.vtensor<[0],bf16>)
    return %5#0 : !torch.vtensor<[2,3,5,4],bf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.bfloat16: "0x020000006F3F9B3F253F",
      torch_tensor_3_torch.bfloat16_1: "0x02000000483E683F103F",
      torch_tensor_3_torch.bfloat16_2: "0x0200000074BFC2BE373F",
      torch_tensor_3_torch.bfloat16_3: "0x02000000A03FCD3FC63F"
    }
  }
#-}

