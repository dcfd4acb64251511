module {
  func.func @main(%arg0: !torch.vtensor<[2,5,3,7],f32>) -> !torch.vtensor<[2,5,3,7],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_5_1_1_torch.float32> : tensor<5x1x1xf32>) : !torch.vtensor<[5,1,1],f32>
    %float2.500000e2B00 = torch.constant.float 2.500000e+00
    %1 = torch.aten.add.Tensor %arg0, %0, %float2.500000e2B00 : !torch.vtensor<[2,5,3,7],f32>, !torch.vtensor<[5,1,1],f32>, !torch.float -> !torch.vtensor<[2,5,3,7],f32>
    return %1 : !torch.vtensor<[2,5,3,7],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_1_1_torch.float32: "0x04000000604E293F47AA883E4BA17C3DA70E1F3F3860E7BE"
    }
  }
#-}

