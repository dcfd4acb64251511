func.func @signed_literals() -> (!torch.vtensor<[3],si64>, !torch.vtensor<[],si64>) {
  %0 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.int64> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
  %1 = torch.vtensor.literal(dense<-2> : tensor<si64>) : !torch.vtensor<[],si64>
  return %0, %1 : !torch.vtensor<[3],si64>, !torch.vtensor<[],si64>
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.int64: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}
