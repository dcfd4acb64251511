module {
  func.func @main(%arg0: !torch.vtensor<[3,5,7],f32>) -> !torch.vtensor<[3,5,7],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_7_torch.float32> : tensor<7xf32>) : !torch.vtensor<[7],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_7_torch.float32_1> : tensor<7xf32>) : !torch.vtensor<[7],f32>
    %int7 = torch.constant.int 7
    %2 = torch.prim.ListConstruct %int7 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %result0, %result1, %result2 = torch.aten.native_layer_norm %arg0, %2, %0, %1, %float1.000000e-05 : !torch.vtensor<[3,5,7],f32>, !torch.list<int>, !torch.vtensor<[7],f32>, !torch.vtensor<[7],f32>, !torch.float -> !torch.vtensor<[3,5,7],f32>, !torch.vtensor<[3,5,1],f32>, !torch.vtensor<[3,5,1],f32>
    return %result0 : !torch.vtensor<[3,5,7],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_7_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_7_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

