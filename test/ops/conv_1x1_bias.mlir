module {
  func.func @main(%arg0: !torch.vtensor<[1,5,6,6],f32>) -> !torch.vtensor<[1,7,6,6],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_7_5_1_1_torch.float32> : tensor<7x5x1x1xf32>) : !torch.vtensor<[7,5,1,1],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_7_torch.float32> : tensor<7xf32>) : !torch.vtensor<[7],f32>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %3 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %5 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.aten.convolution %arg0, %0, %1, %2, %3, %4, %false, %5, %int1 : !torch.vtensor<[1,5,6,6],f32>, !torch.vtensor<[7,5,1,1],f32>, !torch.vtensor<[7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,7,6,6],f32>
    return %6 : !torch.vtensor<[1,7,6,6],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_7_5_1_1_torch.float32: "0x040000005C8F19BD90397BBC47BB2BBEF5B1D23D35FF82BE0084A1BD9F7E313E18EBD63EBCC6D73DE15D1BBEC0A32F3DEC4A4DBD6FED3A3EEBBD513D9563333E4D12DE3EE2293EBE5A7A81BC58A4D23D3E713FBB8B702FBD2FA2CABEA583C5BE400BCEBE280CE0BE1341D5BE2576ADBEFA84CEBED9CAD6BEEABF483ED4708C3E0BB99A3E82B4763EB32C1B3E1BBF493E",
      torch_tensor_7_torch.float32: "0x04000000C4407DBE0828CE3EF0A6FCBC078FC53ED6640C3EA138B33EC6A6B63E"
    }
  }
#-}

