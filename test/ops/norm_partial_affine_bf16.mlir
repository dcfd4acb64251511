module {
  func.func @main(%arg0: !torch.vtensor<[2,6,3,5],bf16>) -> (!torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[2,6,3,5],bf16>) {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_5_torch.bfloat16> : tensor<5xbf16>) : !torch.vtensor<[5],bf16>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_5_torch.bfloat16_1> : tensor<5xbf16>) : !torch.vtensor<[5],bf16>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.bfloat16> : tensor<6xbf16>) : !torch.vtensor<[6],bf16>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.bfloat16_1> : tensor<6xbf16>) : !torch.vtensor<[6],bf16>
    %int5 = torch.constant.int 5
    %4 = torch.prim.ListConstruct %int5 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %result0, %result1, %result2 = torch.aten.native_layer_norm %arg0, %4, %0, %none, %float1.000000e-05 : !torch.vtensor<[2,6,3,5],bf16>, !torch.list<int>, !torch.vtensor<[5],bf16>, !torch.none, !torch.float -> !torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[2,6,3,1],bf16>, !torch.vtensor<[2,6,3,1],bf16>
    %5 = torch.prim.ListConstruct %int5 : (!torch.int) -> !torch.list<int>
    %result0_0, %result1_1, %result2_2 = torch.aten.native_layer_norm %arg0, %5, %none, %1, %float1.000000e-05 : !torch.vtensor<[2,6,3,5],bf16>, !torch.list<int>, !torch.none, !torch.vtensor<[5],bf16>, !torch.float -> !torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[2,6,3,1],bf16>, !torch.vtensor<[2,6,3,1],bf16>
    %int2 = torch.constant.int 2
    %int6 = torch.constant.int 6
    %int15 = torch.constant.int 15
    %int3 = torch.constant.int 3
    %result0_3, %result1_4, %result2_5 = torch.aten.native_group_norm %arg0, %2, %none, %int2, %int6, %int15, %int3, %float1.000000e-05 : !torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[6],bf16>, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[2,3],bf16>, !torch.vtensor<[2,3],bf16>
    %result0_6, %result1_7, %result2_8 = torch.aten.native_group_norm %arg0, %none, %3, %int2, %int6, %int15, %int2, %float1.000000e-05 : !torch.vtensor<[2,6,3,5],bf16>, !torch.none, !torch.vtensor<[6],bf16>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[2,2],bf16>, !torch.vtensor<[2,2],bf16>
    return %result0, %result0_0, %result0_3, %result0_6 : !torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[2,6,3,5],bf16>, !torch.vtensor<[2,6,3,5],bf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_torch.bfloat16: "0x020000008D3F5C3FAC3F433F173F",
      torch_tensor_5_torch.bfloat16_1: "0x02000000843F253F4D3ED2BE5D3E",
      torch_tensor_6_torch.bfloat16: "0x02000000823F623F2B3F343F413F763F",
      torch_tensor_6_torch.bfloat16_1: "0x02000000AB3F63BF983F8F3F6DBF003E"
    }
  }
#-}

