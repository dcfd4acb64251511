module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],si32>) -> !torch.vtensor<[3],si32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.int64> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.int64_1> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.int64_2> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
    %none = torch.constant.none
    %3 = torch.aten.clone %0, %none : !torch.vtensor<[3],si64>, !torch.none -> !torch.vtensor<[3],si64>
    %4 = torch.aten.clone %1, %none : !torch.vtensor<[3],si64>, !torch.none -> !torch.vtensor<[3],si64>
    %5 = torch.aten.clone %2, %none : !torch.vtensor<[3],si64>, !torch.none -> !torch.vtensor<[3],si64>
    %6 = torch.prim.ListConstruct %3, %4, %5 : (!torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
    %7 = torch.aten.index.Tensor %arg0, %6 : !torch.vtensor<[5,5,5],si32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[3],si32>
    return %7 : !torch.vtensor<[3],si32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_torch.int64: "0x08000000000000000000000002000000000000000300000000000000",
      torch_tensor_3_torch.int64_1: "0x08000000010000000000000003000000000000000300000000000000",
      torch_tensor_3_torch.int64_2: "0x08000000000000000000000000000000000000000200000000000000"
    }
  }
#-}

