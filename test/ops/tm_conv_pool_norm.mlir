module {
  func.func @main(%arg0: !torch.vtensor<[2,4,9,11],f32>) -> !torch.vtensor<[2,6,3,2],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_6_2_3_3_torch.float32> : tensor<6x2x3x3xf32>) : !torch.vtensor<[6,2,3,3],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>) : !torch.vtensor<[6],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_6_3_2_torch.float32> : tensor<6x3x2xf32>) : !torch.vtensor<[6,3,2],f32>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_6_3_2_torch.float32_1> : tensor<6x3x2xf32>) : !torch.vtensor<[6,3,2],f32>
    %int2 = torch.constant.int 2
    %4 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %5 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.conv2d %arg0, %0, %1, %4, %5, %6, %int2 : !torch.vtensor<[2,4,9,11],f32>, !torch.vtensor<[6,2,3,3],f32>, !torch.vtensor<[6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,5,6],f32>
    %int3 = torch.constant.int 3
    %8 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.adaptive_avg_pool2d %7, %8 : !torch.vtensor<[2,6,5,6],f32>, !torch.list<int> -> !torch.vtensor<[2,6,3,2],f32>
    %int6 = torch.constant.int 6
    %10 = torch.prim.ListConstruct %int6, %int3, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %11 = torch.aten.layer_norm %9, %10, %2, %3, %float1.000000e-05, %false : !torch.vtensor<[2,6,3,2],f32>, !torch.list<int>, !torch.vtensor<[6,3,2],f32>, !torch.vtensor<[6,3,2],f32>, !torch.float, !torch.bool -> !torch.vtensor<[2,6,3,2],f32>
    return %11 : !torch.vtensor<[2,6,3,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_6_2_3_3_torch.float32: "0x04000000380A5D3C645623BEACCA3A3E07CE6A3DC3355BBEFEEC5CBD685604BEC7F3083EB1500EBE4D3117BE132F423E5BA56D3E09C89EBC678FE83D6526A9BC027762BD08680D3E64C00BBE1E4C203CED816DBEF243D3BC0B555EBE868D073E1EAE003EEB56143EB8773B3E19D82F3EDB9570BDE24DF93DF6F06F3EFA0FBF3D9DE543BEF91D52BEAAE7DD3D939A97BDC70E2EBDED32D1BDC6BE4E3E9115343E6A5D853D57122EBB2A97D4BD8AAF38BE5DF7B2BD6FC9CF3D04E3EE3D9ACA99BDFEFEF6BDEAAA63BE5ADC31BE229142BDECD84FBEB23839BBA0A6843DB92A083E3B6E56BCADF54ABE07E4B53D00D945BC86EEDC3CB6973C3EE30EB23D4F65E53DF484853CC56C15BEFB1997BD307810BD006E23BEC01E69BE7B504BBDC5D4B6BD686967BB805046BE0A4E583EBA7019BB7EB341BEAC16433EA0B4B03CEBF16CBE353BFBBD56DB243E24FF46BE4ACE4CBD650338BEED58BF3D974C5FBE7D0B1EBE5670DB3AF4E707BE90A518BE251C073E3AEC543E5DFA743DD763AA3D1CA5D73D0E0B6B3EDD01623D84E441BE2FD8F33D3C9C24BD68FC64BE76711FBE78C536BE234B353E0144533C774382BD93297BBCF674F03D",
      torch_tensor_6_torch.float32: "0x0400000040743EBE748A813DFCA26F3E6460A2BCAAC6063E7B3447BD",
      torch_tensor_6_3_2_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_6_3_2_torch.float32_1: "0x04000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

