module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,4],f16>) -> !torch.vtensor<[2,3,5,4],f16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.float16> : tensor<3xf16>) : !torch.vtensor<[3],f16>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.float16_1> : tensor<3xf16>) : !torch.vtensor<[3],f16>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.float16_2> : tensor<3xf16>) : !torch.vtensor<[3],f16>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.float16_3> : tensor<3xf16>) : !torch.vtensor<[3],f16>
    %4 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %5:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %0, %1, %2, %3, %float1.000000e-01, %float1.000000e-05) : (!torch.vtensor<[2,3,5,4],f16>, !torch.vtensor<[3],f16>, !torch.vtensor<[3],f16>, !torch.vtensor<[3],f16>, !torch.vtensor<[3],f16>, !torch.float, !torch.float) -> (!torch.vtensor<[2,3,5,4],f16>, !torch.vtensor<[0],f16>, !torch.vtensor<[0],f16>)
    return %5#0 : !torch.vtensor<[2,3,5,4],f16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.float16: "0x02000000753BDC3C2839",
      torch_tensor_3_torch.float16_1: "0x020000003F32403B8238",
      torch_tensor_3_torch.float16_2: "0x020000009FBB0EB6BB39",
      torch_tensor_3_torch.float16_3: "0x02000000FF3C693E303E"
    }
  }
#-}

