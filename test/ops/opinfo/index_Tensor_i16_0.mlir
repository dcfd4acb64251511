module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],si16>) -> !torch.vtensor<[2,5,5],si16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[2],si64>, !torch.none -> !torch.vtensor<[2],si64>
    %2 = torch.prim.ListConstruct %1 : (!torch.vtensor<[2],si64>) -> !torch.list<optional<vtensor>>
    %3 = torch.aten.index.Tensor %arg0, %2 : !torch.vtensor<[5,5,5],si16>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2,5,5],si16>
    return %3 : !torch.vtensor<[2,5,5],si16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000001000000000000000200000000000000"
    }
  }
#-}

