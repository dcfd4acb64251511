module {
  func.func @main(%arg0: !torch.vtensor<[2,6,3,5],f32>) -> (!torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,6,3,5],f32>) {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_5_torch.float32> : tensor<5xf32>) : !torch.vtensor<[5],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_5_torch.float32_1> : tensor<5xf32>) : !torch.vtensor<[5],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>) : !torch.vtensor<[6],f32>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.float32_1> : tensor<6xf32>) : !torch.vtensor<[6],f32>
    %int5 = torch.constant.int 5
    %4 = torch.prim.ListConstruct %int5 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %result0, %result1, %result2 = torch.aten.native_layer_norm %arg0, %4, %0, %none, %float1.000000e-05 : !torch.vtensor<[2,6,3,5],f32>, !torch.list<int>, !torch.vtensor<[5],f32>, !torch.none, !torch.float -> !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,6,3,1],f32>, !torch.vtensor<[2,6,3,1],f32>
    %5 = torch.prim.ListConstruct %int5 : (!torch.int) -> !torch.list<int>
    %result0_0, %result1_1, %result2_2 = torch.aten.native_layer_norm %arg0, %5, %none, %1, %float1.000000e-05 : !torch.vtensor<[2,6,3,5],f32>, !torch.list<int>, !torch.none, !torch.vtensor<[5],f32>, !torch.float -> !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,6,3,1],f32>, !torch.vtensor<[2,6,3,1],f32>
    %int2 = torch.constant.int 2
    %int6 = torch.constant.int 6
    %int15 = torch.constant.int 15
    %int3 = torch.constant.int 3
    %result0_3, %result1_4, %result2_5 = torch.aten.native_group_norm %arg0, %2, %none, %int2, %int6, %int15, %int3, %float1.000000e-05 : !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[6],f32>, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>
    %result0_6, %result1_7, %result2_8 = torch.aten.native_group_norm %arg0, %none, %3, %int2, %int6, %int15, %int2, %float1.000000e-05 : !torch.vtensor<[2,6,3,5],f32>, !torch.none, !torch.vtensor<[6],f32>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32>
    return %result0, %result0_0, %result0_3, %result0_6 : !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,6,3,5],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_torch.float32: "0x040000003E368D3FC9145C3F327DAC3FF8D2423F0FD4163F",
      torch_tensor_5_torch.float32_1: "0x040000001A9D833F59C6243F025F4D3E2451D2BE86BE5C3E",
      torch_tensor_6_torch.float32: "0x040000001386823F9EA9623FA61D2B3FB6B8333F6C1C413F27F8753F",
      torch_tensor_6_torch.float32_1: "0x040000001A20AB3F91C562BF20B5973F7A968E3F70CD6CBF642B003E"
    }
  }
#-}

