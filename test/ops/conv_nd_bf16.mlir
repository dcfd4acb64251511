module {
  func.func @main(%arg0: !torch.vtensor<[2,4,11],bf16>, %arg1: !torch.vtensor<[1,4,5,6,7],bf16>) -> !torch.vtensor<[510],bf16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_6_2_3_torch.bfloat16> : tensor<6x2x3xbf16>) : !torch.vtensor<[6,2,3],bf16>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.bfloat16> : tensor<6xbf16>) : !torch.vtensor<[6],bf16>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_4_3_3_torch.bfloat16> : tensor<4x3x3xbf16>) : !torch.vtensor<[4,3,3],bf16>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.bfloat16> : tensor<3xbf16>) : !torch.vtensor<[3],bf16>
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_6_2_3_2_3_torch.bfloat16> : tensor<6x2x3x2x3xbf16>) : !torch.vtensor<[6,2,3,2,3],bf16>
    %5 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.bfloat16_1> : tensor<6xbf16>) : !torch.vtensor<[6],bf16>
    %int2 = torch.constant.int 2
    %6 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %7 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %9 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %10 = torch.aten.convolution %arg0, %0, %1, %6, %7, %8, %false, %9, %int2 : !torch.vtensor<[2,4,11],bf16>, !torch.vtensor<[6,2,3],bf16>, !torch.vtensor<[6],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,5],bf16>
    %int60 = torch.constant.int 60
    %11 = torch.prim.ListConstruct %int60 : (!torch.int) -> !torch.list<int>
    %12 = torch.aten.view %10, %11 : !torch.vtensor<[2,6,5],bf16>, !torch.list<int> -> !torch.vtensor<[60],bf16>
    %13 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %14 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %15 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %16 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.convolution %arg0, %2, %3, %13, %14, %15, %true, %16, %int1 : !torch.vtensor<[2,4,11],bf16>, !torch.vtensor<[4,3,3],bf16>, !torch.vtensor<[3],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,3,22],bf16>
    %int132 = torch.constant.int 132
    %18 = torch.prim.ListConstruct %int132 : (!torch.int) -> !torch.list<int>
    %19 = torch.aten.view %17, %18 : !torch.vtensor<[2,3,22],bf16>, !torch.list<int> -> !torch.vtensor<[132],bf16>
    %20 = torch.aten.select.int %arg0, %int0, %int0 : !torch.vtensor<[2,4,11],bf16>, !torch.int, !torch.int -> !torch.vtensor<[4,11],bf16>
    %21 = torch.aten.unsqueeze %20, %int0 : !torch.vtensor<[4,11],bf16>, !torch.int -> !torch.vtensor<[1,4,11],bf16>
    %22 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %23 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %24 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %25 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %26 = torch.aten.convolution %21, %0, %1, %22, %23, %24, %false, %25, %int2 : !torch.vtensor<[1,4,11],bf16>, !torch.vtensor<[6,2,3],bf16>, !torch.vtensor<[6],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,5],bf16>
    %27 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %28 = torch.operator "torch.aten.squeeze.dims"(%26, %27) : (!torch.vtensor<[1,6,5],bf16>, !torch.list<int>) -> !torch.vtensor<[6,5],bf16>
    %int30 = torch.constant.int 30
    %29 = torch.prim.ListConstruct %int30 : (!torch.int) -> !torch.list<int>
    %30 = torch.aten.view %28, %29 : !torch.vtensor<[6,5],bf16>, !torch.list<int> -> !torch.vtensor<[30],bf16>
    %31 = torch.prim.ListConstruct %int2, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %32 = torch.prim.ListConstruct %int1, %int0, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %33 = torch.prim.ListConstruct %int1, %int2, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %34 = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %35 = torch.aten.convolution %arg1, %4, %5, %31, %32, %33, %false, %34, %int2 : !torch.vtensor<[1,4,5,6,7],bf16>, !torch.vtensor<[6,2,3,2,3],bf16>, !torch.vtensor<[6],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,3,4,4],bf16>
    %int288 = torch.constant.int 288
    %36 = torch.prim.ListConstruct %int288 : (!torch.int) -> !torch.list<int>
    %37 = torch.aten.view %35, %36 : !torch.vtensor<[1,6,3,4,4],bf16>, !torch.list<int> -> !torch.vtensor<[288],bf16>
    %38 = torch.prim.ListConstruct %12, %19, %30, %37 : (!torch.vtensor<[60],bf16>, !torch.vtensor<[132],bf16>, !torch.vtensor<[30],bf16>, !torch.vtensor<[288],bf16>) -> !torch.list<vtensor>
    %39 = torch.aten.cat %38, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[510],bf16>
    return %39 : !torch.vtensor<[510],bf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_6_2_3_torch.bfloat16: "0x02000000A2BE843E47BE58BC143E543E46BEBFBE74BEA0BE9EBE453E313E703E89BDA83ED03E563E67BE25BE86BE873E3A3DC73E3BBDBB3E4C3E10BC57BE283EB93C53BE733E80BDCABE69BE",
      torch_tensor_6_torch.bfloat16: "0x02000000BE3E2D3E8DBEA33E5A3CC2BE",
      torch_tensor_4_3_3_torch.bfloat16: "0x02000000CA3DD6BDF8BD8E3C9BBE073C8A3E873D16BD1C3EEFBCDCBDA53D113D013EB3BD8A3E653E06BEEC3D4A3D903E8F3E313E3D3EA13DDDBD41BE983E103E83BED73DD3BD9BBEA43E163D",
      torch_tensor_3_torch.bfloat16: "0x02000000FF3DAEBB91BE",
      torch_tensor_6_2_3_2_3_torch.bfloat16: "0x020000001D3E6CBD27BE1A3E92BDB7BD0D3EB63DE4BDA6BCBCBD063E1ABEDCBD88BDD4BD0F3EC4BD0EBD0B3DD1BCF53BE1BC1FBE0E3E83BD2D3DE03D5A3D0CBE71BBF23CA03DEF3D0C3EA7BB173E16BDABBD75BD223EB03D663DA0BDB6BDF83ABC3C15BE083E9BBD5BBDD5BD923C9EBD1C3E233EFF3C80BD173EF03D243E04BEEDBB9ABC1DBD83BC9B3C293E2ABE0FBE4ABBC4BD59BCF7BD21BEB53C4CBD543DB63DBABDAE3D473D35BDDCBD8BBD283EC6BDFDBDE0BD0D3E783DD0BD2A3E04BE26BEF2BDC03D7FBD8ABD56BDCBBD243EE9BA3DBD203E1EBE86BD263EFDBD813DE6BD0CBE7EBD01BE4BBDB7BD93BD4ABD94BDB0BD1EBBD33C28BDAFBD083E07BE0F3E243D37BD15BE043D0EBED93D9DBA17BE253EE43C6D3D0FBC143EA7BDEFBDC33DE8BCDD3C06BE8D3D27BE5ABC8CBD1ABE3F3D26BDF23C12BE0D3E28BEC1BDD4BD0CBE383D7EBD8C3D463D1A3E42BD59BD1CBEABBC293EDEBDF8BDCD3D893D023EEABD62BD1F3ED6BDEEBD78BD20BE6ABD253C3F3DCA3D84BDB2BD03BEB0BB10BD0FBEBE3D663DB7BD03BED2BDB3BDE5BDE0BDEC3D06BE903DF5BD8CBD6DBD1FBC0CBD8C3D0E3ED13D9B3DD03DE2BDCBBD0F3E",
      torch_tensor_6_torch.bfloat16_1: "0x0200000026BE20BE1B3E9A3CAF3DEABD"
    }
  }
#-}

