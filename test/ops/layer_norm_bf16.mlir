module {
  func.func @main(%arg0: !torch.vtensor<[3,5,7],bf16>) -> !torch.vtensor<[3,5,7],bf16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_7_torch.bfloat16> : tensor<7xbf16>) : !torch.vtensor<[7],bf16>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_7_torch.bfloat16_1> : tensor<7xbf16>) : !torch.vtensor<[7],bf16>
    %int7 = torch.constant.int 7
    %2 = torch.prim.ListConstruct %int7 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %result0, %result1, %result2 = torch.aten.native_layer_norm %arg0, %2, %0, %1, %float1.000000e-05 : !torch.vtensor<[3,5,7],bf16>, !torch.list<int>, !torch.vtensor<[7],bf16>, !torch.vtensor<[7],bf16>, !torch.float -> !torch.vtensor<[3,5,7],bf16>, !torch.vtensor<[3,5,1],bf16>, !torch.vtensor<[3,5,1],bf16>
    return %result0 : !torch.vtensor<[3,5,7],bf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_7_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F",
      torch_tensor_7_torch.bfloat16_1: "0x020000000000000000000000000000000000"
    }
  }
#-}

