module {
  func.func @main(%arg0: !torch.vtensor<[2,4,11],f32>, %arg1: !torch.vtensor<[1,4,5,6,7],f32>) -> !torch.vtensor<[510],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_6_2_3_torch.float32> : tensor<6x2x3xf32>) : !torch.vtensor<[6,2,3],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>) : !torch.vtensor<[6],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_4_3_3_torch.float32> : tensor<4x3x3xf32>) : !torch.vtensor<[4,3,3],f32>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32>) : !torch.vtensor<[3],f32>
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_6_2_3_2_3_torch.float32> : tensor<6x2x3x2x3xf32>) : !torch.vtensor<[6,2,3,2,3],f32>
    %5 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.float32_1> : tensor<6xf32>) : !torch.vtensor<[6],f32>
    %int2 = torch.constant.int 2
    %6 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %7 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %9 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %10 = torch.aten.convolution %arg0, %0, %1, %6, %7, %8, %false, %9, %int2 : !torch.vtensor<[2,4,11],f32>, !torch.vtensor<[6,2,3],f32>, !torch.vtensor<[6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,5],f32>
    %int60 = torch.constant.int 60
    %11 = torch.prim.ListConstruct %int60 : (!torch.int) -> !torch.list<int>
    %12 = torch.aten.view %10, %11 : !torch.vtensor<[2,6,5],f32>, !torch.list<int> -> !torch.vtensor<[60],f32>
    %13 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %14 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %15 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %16 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.convolution %arg0, %2, %3, %13, %14, %15, %true, %16, %int1 : !torch.vtensor<[2,4,11],f32>, !torch.vtensor<[4,3,3],f32>, !torch.vtensor<[3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,3,22],f32>
    %int132 = torch.constant.int 132
    %18 = torch.prim.ListConstruct %int132 : (!torch.int) -> !torch.list<int>
    %19 = torch.aten.view %17, %18 : !torch.vtensor<[2,3,22],f32>, !torch.list<int> -> !torch.vtensor<[132],f32>
    %20 = torch.aten.select.int %arg0, %int0, %int0 : !torch.vtensor<[2,4,11],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,11],f32>
    %21 = torch.aten.unsqueeze %20, %int0 : !torch.vtensor<[4,11],f32>, !torch.int -> !torch.vtensor<[1,4,11],f32>
    %22 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %23 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %24 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %25 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %26 = torch.aten.convolution %21, %0, %1, %22, %23, %24, %false, %25, %int2 : !torch.vtensor<[1,4,11],f32>, !torch.vtensor<[6,2,3],f32>, !torch.vtensor<[6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,5],f32>
    %27 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %28 = torch.operator "torch.aten.squeeze.dims"(%26, %27) : (!torch.vtensor<[1,6,5],f32>, !torch.list<int>) -> !torch.vtensor<[6,5],f32>
    %int30 = torch.constant.int 30
    %29 = torch.prim.ListConstruct %int30 : (!torch.int) -> !torch.list<int>
    %30 = torch.aten.view %28, %29 : !torch.vtensor<[6,5],f32>, !torch.list<int> -> !torch.vtensor<[30],f32>
    %31 = torch.prim.ListConstruct %int2, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %32 = torch.prim.ListConstruct %int1, %int0, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %33 = torch.prim.ListConstruct %int1, %int2, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %34 = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %35 = torch.aten.convolution %arg1, %4, %5, %31, %32, %33, %false, %34, %int2 : !torch.vtensor<[1,4,5,6,7],f32>, !torch.vtensor<[6,2,3,2,3],f32>, !torch.vtensor<[6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,3,4,4],f32>
    %int288 = torch.constant.int 288
    %36 = torch.prim.ListConstruct %int288 : (!torch.int) -> !torch.list<int>
    %37 = torch.aten.view %35, %36 : !torch.vtensor<[1,6,3,4,4],f32>, !torch.list<int> -> !torch.vtensor<[288],f32>
    %38 = torch.prim.ListConstruct %12, %19, %30, %37 : (!torch.vtensor<[60],f32>, !torch.vtensor<[132],f32>, !torch.vtensor<[30],f32>, !torch.vtensor<[288],f32>) -> !torch.list<vtensor>
    %39 = torch.aten.cat %38, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[510],f32>
    return %39 : !torch.vtensor<[510],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_6_2_3_torch.float32: "0x04000000A057A2BE7B09843E298546BE57AD57BCC692133E064B543EA46946BE3B1DBFBE741D74BE92AD9FBE2D269EBE82FB443E340E313EAA71703ED39B88BD5FCFA73EB2B8CF3E4B78563EB8D966BEC44125BE836F86BEB361873EA86D3A3D016BC73E45343BBD5238BB3E62694C3E1C7210BCA03E57BECB80273ED133B93CC06053BE2F35733E93E37FBD60F5C9BEA05B69BE",
      torch_tensor_6_torch.float32: "0x040000006399BD3E6D922C3EB7EE8CBEEE1EA33E3DAB593C9005C2BE",
      torch_tensor_4_3_3_torch.float32: "0x040000006691C93D8652D6BDA629F8BD40798E3C546C9BBE80DF063C13448A3E26F9863D0B2D16BDF3871B3E00E4EEBCF6FFDBBDDB67A53D60C4103DA66F013E9B37B3BD2E558A3EFE15653E1EDE05BE90B0EB3DABF7493DE87B903E979C8E3E50D4303E80743D3EFBF0A03D865CDDBD332C41BE3304983E766C103E3E2983BE56D9D63D2B6CD3BD7E309BBE47C2A33EC09D153D",
      torch_tensor_3_torch.float32: "0x04000000B005FF3D00E8ADBB9A2291BE",
      torch_tensor_6_2_3_2_3_torch.float32: "0x04000000E32D1D3EB6146CBD942A27BE9C251A3EF66992BD7BABB6BDE0570D3E9E23B63D6310E4BD8BACA5BCC838BCBD134F063E00B019BE33D5DBBDBEC887BD361BD4BDE3E10E3EF8D3C3BDE0730EBD66CD0A3DD621D1BC8022F53BEB44E1BCE20E1FBEF3E70D3E832583BDEB532D3D5EB1DF3D3092593D6B640CBE561971BB764CF23C60C09F3D63BDEE3DB4590C3E56A4A6BB7366173E609315BD50B8AABD20E774BDC639223EFE40B03DB677663D3358A0BD6ED9B5BDAB32F83AB6F6BB3C080915BE334B083E90CB9ABDE0CC5ABD0008D5BD6BCA913C6E439EBD2E811B3EC484223E8BF7FE3C4B1380BD5342173E3033F03D065D243E7C0804BE8011EDBB20E099BCD05F1DBDABD882BC563F9B3C7209293E8A282ABEB8ED0EBE56534ABB48EEC3BD80B758BC10B4F6BD663721BE16DDB43C86644CBDE64C543D5012B63DCE6CBABDA66DAE3D8612473DA01E35BD787DDCBD16E18ABD9F17283E28BDC5BD3322FDBD0300E0BD32DD0C3E862C783D88FBCFBD84592A3E96FA03BE460D26BE1B57F2BD307AC03D66C87EBDE0AA89BDF09355BD60E8CABD2A91233E569DE8BA76D23CBD60F91F3E34681EBE96B885BDD31C263E3641FDBD8ECA803D2699E5BDDAF80BBE30187EBDDB0C01BE169F4ABDC832B7BDBEF492BDB0224ABD564D94BDE819B0BDABB21DBB96C7D23CC0C027BDFBC1AEBD6B53083E4F2307BEEF1C0F3E3607243DF62937BD526815BEF611043D43600EBEE671D93D00229DBA3B9416BE5737253E402BE43CBB276D3DEBE70EBCC600143E40BEA6BD1685EEBD4EFAC23D4098E7BCD6CBDC3CE88A05BE30F28C3D4C1727BED68259BCFB4F8CBD57721ABE063D3F3DA01226BDA033F23C941412BE3C510D3E88C127BEBBF2C0BD5E50D4BD80910BBE8B81373DE6B67DBDFB128C3DBB96453D262E1A3E90AC41BDF6E858BD78E51BBEF619ABBC63DF283E33F9DDBD288FF7BD8E1ECD3D43C8883D03D1013E2EF9E9BDC04D62BD4ECB1E3EE33FD6BD4864EEBDC01578BD23B51FBEEB8269BD2B97243CD03B3F3DEEADC93D18FF83BDCEB8B1BDC03503BE5682AFBBBB2A10BDB3520FBEE3F1BD3D0623663DA878B7BD73EE02BE5E2CD2BD8BD3B2BDAE2AE5BD2BA9DFBD3353EC3D0E0F06BEE841903D7854F5BDC6FA8BBDEB0D6DBD807C1FBC66810BBDEB478C3D9E0E0E3E63E8D03DD6BB9A3DD67CD03DC88AE1BDD33ECBBDDA290F3E",
      torch_tensor_6_torch.float32_1: "0x04000000FE8325BE03991FBEDAE91A3E60139A3C8045AF3D9BF4E9BD"
    }
  }
#-}

