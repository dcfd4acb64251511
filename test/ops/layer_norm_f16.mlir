module {
  func.func @main(%arg0: !torch.vtensor<[3,5,7],f16>) -> !torch.vtensor<[3,5,7],f16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_7_torch.float16> : tensor<7xf16>) : !torch.vtensor<[7],f16>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_7_torch.float16_1> : tensor<7xf16>) : !torch.vtensor<[7],f16>
    %int7 = torch.constant.int 7
    %2 = torch.prim.ListConstruct %int7 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %result0, %result1, %result2 = torch.aten.native_layer_norm %arg0, %2, %0, %1, %float1.000000e-05 : !torch.vtensor<[3,5,7],f16>, !torch.list<int>, !torch.vtensor<[7],f16>, !torch.vtensor<[7],f16>, !torch.float -> !torch.vtensor<[3,5,7],f16>, !torch.vtensor<[3,5,1],f16>, !torch.vtensor<[3,5,1],f16>
    return %result0 : !torch.vtensor<[3,5,7],f16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_7_torch.float16: "0x02000000003C003C003C003C003C003C003C",
      torch_tensor_7_torch.float16_1: "0x020000000000000000000000000000000000"
    }
  }
#-}

