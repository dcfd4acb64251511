#map = affine_map<()[s0] -> (s0, 8)>
#map1 = affine_map<()[s0] -> (s0, 4)>
module {
  func.func @main(%arg0: !torch.vtensor<[12],f32>, %arg1: !torch.vtensor<[12,8],f32>) -> !torch.vtensor<[?,4],f32> {
    %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 12} : !torch.int
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>) : !torch.vtensor<[4,8],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int0 = torch.constant.int 0
    %3 = torch.aten.gt.Scalar %arg0, %int0 : !torch.vtensor<[12],f32>, !torch.int -> !torch.vtensor<[12],i1>
    %4 = torch.prim.ListConstruct %3 : (!torch.vtensor<[12],i1>) -> !torch.list<optional<vtensor>>
    %5 = torch.aten.index.Tensor %arg1, %4 : !torch.vtensor<[12,8],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[?,8],f32>
    torch.bind_symbolic_shape %5, [%0], #map : !torch.vtensor<[?,8],f32>
    %int1 = torch.constant.int 1
    %6 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.permute %1, %6 : !torch.vtensor<[4,8],f32>, !torch.list<int> -> !torch.vtensor<[8,4],f32>
    %8 = torch.aten.addmm %2, %5, %7, %int1, %int1 : !torch.vtensor<[4],f32>, !torch.vtensor<[?,8],f32>, !torch.vtensor<[8,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,4],f32>
    torch.bind_symbolic_shape %8, [%0], #map1 : !torch.vtensor<[?,4],f32>
    %9 = torch.aten.relu %8 : !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?,4],f32>
    torch.bind_symbolic_shape %9, [%0], #map1 : !torch.vtensor<[?,4],f32>
    return %9 : !torch.vtensor<[?,4],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_8_torch.float32: "0x0400000022792DBB9C36423EB1FC94BE1D3885BED6700BBEAB2AC23D578AE5BB40878F3EDE8300BD9799BF3D5DD3DABD1B548EBDC2EFACBE90C56FBE9F3D15BE4C94563C6B200F3E403B593EDE7075BE86A71DBEA77F033EF750963EE70395BD7A75873E1E6B69BD353C193DA1E8A33E20EDA7BEC5EA63BEAC4FB7BD661F0DBE9E669C3E",
      torch_tensor_4_torch.float32: "0x0400000085AA6ABE86A826BE53EF7CBE2089A9BE"
    }
  }
#-}

