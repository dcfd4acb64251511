module {
  func.func @main(%arg0: !torch.vtensor<[2,4,11],f16>, %arg1: !torch.vtensor<[1,4,5,6,7],f16>) -> !torch.vtensor<[510],f16> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_6_2_3_torch.float16> : tensor<6x2x3xf16>) : !torch.vtensor<[6,2,3],f16>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.float16> : tensor<6xf16>) : !torch.vtensor<[6],f16>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_4_3_3_torch.float16> : tensor<4x3x3xf16>) : !torch.vtensor<[4,3,3],f16>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_3_torch.float16> : tensor<3xf16>) : !torch.vtensor<[3],f16>
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_6_2_3_2_3_torch.float16> : tensor<6x2x3x2x3xf16>) : !torch.vtensor<[6,2,3,2,3],f16>
    %5 = torch.vtensor.literal(dense_resource<torch_tensor_6_torch.float16_1> : tensor<6xf16>) : !torch.vtensor<[6],f16>
    %int2 = torch.constant.int 2
    %6 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %7 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %9 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %10 = torch.aten.convolution %arg0, %0, %1, %6, %7, %8, %false, %9, %int2 : !torch.vtensor<[2,4,11],f16>, !torch.vtensor<[6,2,3],f16>, !torch.vtensor<[6],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,6,5],f16>
    %int60 = torch.constant.int 60
    %11 = torch.prim.ListConstruct %int60 : (!torch.int) -> !torch.list<int>
    %12 = torch.aten.view %10, %11 : !torch.vtensor<[2,6,5],f16>, !torch.list<int> -> !torch.vtensor<[60],f16>
    %13 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %14 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %15 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %16 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.convolution %arg0, %2, %3, %13, %14, %15, %true, %16, %int1 : !torch.vtensor<[2,4,11],f16>, !torch.vtensor<[4,3,3],f16>, !torch.vtensor<[3],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,3,22],f16>
    %int132 = torch.constant.int 132
    %18 = torch.prim.ListConstruct %int132 : (!torch.int) -> !torch.list<int>
    %19 = torch.aten.view %17, %18 : !torch.vtensor<[2,3,22],f16>, !torch.list<int> -> !torch.vtensor<[132],f16>
    %20 = torch.aten.select.int %arg0, %int0, %int0 : !torch.vtensor<[2,4,11],f16>, !torch.int, !torch.int -> !torch.vtensor<[4,11],f16>
    %21 = torch.aten.unsqueeze %20, %int0 : !torch.vtensor<[4,11],f16>, !torch.int -> !torch.vtensor<[1,4,11],f16>
    %22 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %23 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %24 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %25 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %26 = torch.aten.convolution %21, %0, %1, %22, %23, %24, %false, %25, %int2 : !torch.vtensor<[1,4,11],f16>, !torch.vtensor<[6,2,3],f16>, !torch.vtensor<[6],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,5],f16>
    %27 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %28 = torch.operator "torch.aten.squeeze.dims"(%26, %27) : (!torch.vtensor<[1,6,5],f16>, !torch.list<int>) -> !torch.vtensor<[6,5],f16>
    %int30 = torch.constant.int 30
    %29 = torch.prim.ListConstruct %int30 : (!torch.int) -> !torch.list<int>
    %30 = torch.aten.view %28, %29 : !torch.vtensor<[6,5],f16>, !torch.list<int> -> !torch.vtensor<[30],f16>
    %31 = torch.prim.ListConstruct %int2, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %32 = torch.prim.ListConstruct %int1, %int0, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %33 = torch.prim.ListConstruct %int1, %int2, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %34 = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %35 = torch.aten.convolution %arg1, %4, %5, %31, %32, %33, %false, %34, %int2 : !torch.vtensor<[1,4,5,6,7],f16>, !torch.vtensor<[6,2,3,2,3],f16>, !torch.vtensor<[6],f16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,3,4,4],f16>
    %int288 = torch.constant.int 288
    %36 = torch.prim.ListConstruct %int288 : (!torch.int) -> !torch.list<int>
    %37 = torch.aten.view %35, %36 : !torch.vtensor<[1,6,3,4,4],f16>, !torch.list<int> -> !torch.vtensor<[288],f16>
    %38 = torch.prim.ListConstruct %12, %19, %30, %37 : (!torch.vtensor<[60],f16>, !torch.vtensor<[132],f16>, !torch.vtensor<[30],f16>, !torch.vtensor<[288],f16>) -> !torch.list<vtensor>
    %39 = torch.aten.cat %38, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[510],f16>
    return %39 : !torch.vtensor<[510],f16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_6_2_3_torch.float16: "0x0200000013B5203434B2BDA29D30A23233B2F9B5A1B3FDB4F1B428328831843345AC3E357E36B43237B32AB133B43B34D3293B36DAA9DA35633284A0BAB23C31CA259BB29A33FFAB50B64BB3",
      torch_tensor_6_torch.float16: "0x02000000ED35653167B41935CD2210B6",
      torch_tensor_4_3_3_torch.float16: "0x020000004D2EB3AEC1AF7424DBB437205234382CB1A8DC3077A7E0AE2B2D86280B309AAD533429332FB05E2F502A843475348731EC31082DEBAE09B2C034833019B4B72E9BAEDAB41E35AD28",
      torch_tensor_3_torch.float16: "0x02000000F82F6F9D89B4",
      torch_tensor_6_2_3_2_3_torch.float16: "0x02000000E93061AB39B1D13093ACB5AD6B30B12D21AF2DA5E2AD3230CEB0DFAE3EACA1AE77301FAE74A8562889A6A91F0AA7F8B06F3019AC6B29FE2ECD2A63B0899B9227FE2C762F6330359DBB30ADA856ADA7AB1231822D342B03ADAFADC217E025A8B04230D6ACD6AAA8AE8E24F2ACDC301431F82701ACBA30822F233120B0699FCFA4EBA817A4DA24483151B177B0539A1FAEC6A2B6AF0AB1A72563AAA22AB12DD3AD732D392AA9A9E4AE57AC41312EAEE9AF00AF6730C12B80AE533120B030B193AF042EF6AB4DACADAA57AE1D314597E7A90031F3B02EAC3131EAAF062C2DAF60B0F1AB08B055AABAAD98AC51AAA2AC81ADEE9896263EA976AD433039B079302029B9A9ABB0212873B0CC2EE994B5B02A312127692B77A0A03036AD74AF182E3DA7E6262CB0682C39B1CCA262ACD4B0FA2931A9922791B06B303EB108AEA3AE5DB0BC29EEAB612C2D2AD1300DAAC7AADFB059A54731F0AEBCAF692E462C0F3050AF12ABF630B2AE73AFC1ABFEB04CAB2521FA294D2E20AC8EAD1AB07C9D81A87BB0F02D312BBCAD17B091AE97AD29AFFDAE632F30B0822CABAF60AC68ABFCA05CA8622C7030872ED62C842E0CAF5AAE7930",
      torch_tensor_6_torch.float16_1: "0x020000002CB1FDB0D730D1247A2D50AF"
    }
  }
#-}

