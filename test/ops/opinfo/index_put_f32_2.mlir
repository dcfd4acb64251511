module {
  func.func @main(%arg0: !torch.vtensor<[5,5],f32>, %arg1: !torch.vtensor<[2,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %1 = torch.prim.ListConstruct %0 : (!torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
    %true = torch.constant.bool true
    %2 = torch.aten.index_put %arg0, %1, %arg1, %true : !torch.vtensor<[5,5],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,5],f32>, !torch.bool -> !torch.vtensor<[5,5],f32>
    return %2 : !torch.vtensor<[5,5],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000002000000000000000100000000000000"
    }
  }
#-}

