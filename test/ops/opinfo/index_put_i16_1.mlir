module {
  func.func @main(%arg0: !torch.vtensor<[5,5],si16>, %arg1: !torch.vtensor<[5],si16>) -> !torch.vtensor<[5,5],si16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_5_torch.bool> : tensor<5xi1>) : !torch.vtensor<[5],i1>
    %1 = torch.prim.ListConstruct %0 : (!torch.vtensor<[5],i1>) -> !torch.list<optional<vtensor>>
    %false = torch.constant.bool false
    %2 = torch.aten.index_put %arg0, %1, %arg1, %false : !torch.vtensor<[5,5],si16>, !torch.list<optional<vtensor>>, !torch.vtensor<[5],si16>, !torch.bool -> !torch.vtensor<[5,5],si16>
    return %2 : !torch.vtensor<[5,5],si16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_torch.bool: "0x010000000101000100"
    }
  }
#-}

