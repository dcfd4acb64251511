module {
  func.func @main(%arg0: !torch.vtensor<[2,4,9],f32>, %arg1: !torch.vtensor<[1,4,4,5,3],f32>) -> !torch.vtensor<[722],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_5_4_3_torch.float32> : tensor<5x4x3xf32>) : !torch.vtensor<[5,4,3],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_6_2_2_3_2_torch.float32> : tensor<6x2x2x3x2xf32>) : !torch.vtensor<[6,2,2,3,2],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %none = torch.constant.none
    %int2 = torch.constant.int 2
    %3 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %4 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %5 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %6 = torch.aten.conv1d %arg0, %0, %none, %3, %4, %5, %int1 : !torch.vtensor<[2,4,9],f32>, !torch.vtensor<[5,4,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,5,5],f32>
    %int50 = torch.constant.int 50
    %7 = torch.prim.ListConstruct %int50 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.view %6, %7 : !torch.vtensor<[2,5,5],f32>, !torch.list<int> -> !torch.vtensor<[50],f32>
    %9 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %10 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %11 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %12 = torch.aten.conv3d %arg1, %1, %none, %9, %10, %11, %int2 : !torch.vtensor<[1,4,4,5,3],f32>, !torch.vtensor<[6,2,2,3,2],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,5,5,4],f32>
    %int600 = torch.constant.int 600
    %13 = torch.prim.ListConstruct %int600 : (!torch.int) -> !torch.list<int>
    %14 = torch.aten.view %12, %13 : !torch.vtensor<[1,6,5,5,4],f32>, !torch.list<int> -> !torch.vtensor<[600],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %15 = torch.aten.group_norm %arg0, %int2, %2, %none, %float1.000000e-05, %false : !torch.vtensor<[2,4,9],f32>, !torch.int, !torch.vtensor<[4],f32>, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,4,9],f32>
    %int72 = torch.constant.int 72
    %16 = torch.prim.ListConstruct %int72 : (!torch.int) -> !torch.list<int>
    %17 = torch.aten.view %15, %16 : !torch.vtensor<[2,4,9],f32>, !torch.list<int> -> !torch.vtensor<[72],f32>
    %18 = torch.prim.ListConstruct %8, %14, %17 : (!torch.vtensor<[50],f32>, !torch.vtensor<[600],f32>, !torch.vtensor<[72],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %19 = torch.aten.cat %18, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[722],f32>
    return %19 : !torch.vtensor<[722],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_5_4_3_torch.float32: "0x04000000A54E1ABFED77F7BDA651DDBE58C6F03F4E4037BFCB45283B6488523ECD07103F7C148F3E1B2B8BBF99E27A3D84A4683FDBA7D3BE4D5C46BEFFAE0BC004F0373F1377BABF27087DBFD910873F203D473F97A0883F2417EA3D99D80EBF15F89C3ECDDE1FBFF3C02EBE064E6B3F13410F3F46CAE23F5C4976BFBAC57B3D0BEE67BF01656CBFF91AC63E515088BFDC8978BEF7FE97BF25365B3F98ACE0BE27E604BF27A4C03E6F654DBF56EA08BFAF5963BF0B61C93FDBAD8FBFD0A6EB3F14BFDEBE005E17BFB8537A3FC2B284BF84D7903D2FFC29BF9875123F80C1B5BE9A26E93EFB21053EF4AC2FBFCE82B0BEBD4E03BD",
      torch_tensor_6_2_2_3_2_torch.float32: "0x040000007917BCBFA570A0BF64190F3F7C51B53E3073943F01E4B73D09F25ABF896BD63F204161BFB6B0D73FDA1A08BE265A08407F66D3BF1C22E4BE12EB83BECC0A343F65B253BCBD60BFBF939DB5BE7A0536BF91337A3FA7B9DB3E4FFC63BF8174A8BD9203163F286DE43E4BAB15BD99A92ABF3BCE4D3F7388CFBFD368D63FEBE6F23DBCEC41BFE523C03F80259BBF4C0D97BF999FBE3B37C5893FB0FAEFBE97D085BEC09BB9BD9603173F81E7B8BF9C3C6C3F21287C3E12487F3FE46643BF9D0EB83F40B2FD3D9B511F3C730E553FEFB69ABB83A3893EE4DC7CBF81A0073D8D108A3F8276B73D46FAB1BECEC61A3F24EE4640E8891B3E77F394BCB9920F3F2ED32ABFD5030140282F7BBF114AA3BF23DCDBBE7C3FE93F4C5FF93E436AA9BF78FBCFBEE525A03FE67F623EB44BBFBE52695FBDA16836BF1E6CABBEA65A44BFF3FB20C0B9DEA53FCCDB0F3D37649C3CC5B3873F51AD2CBF54570B3E56FDED3F526FB0BF7F1D03BF2BC8213F39F2653DA665DE3FD544E4BF5FCD093FFF05B43F14DB85BED372A1BF4106A73E743844BFE75518BFF19665BF941C273F5890A73CBB2A02BDDB4553BDC03D643F13BC863E7DE1313FBCB3953C8E2EE03E50DF84BFF15E3C3FC4B24B3F7FCEA93F571B723FAC6A5A3F0ACCE63ED575D63D37E9B2BE9BD1553FA86A18BFDA141D3F025B7DBF967D953F5DB095BF5CF8BE3FDF2A20BFA849063FD8AD9EBE444A7EBDC1CE413F4AB7273E8003BCBD522977BFFE5CFD3F6AF8AC3E5AF7A1BFF11C31BFB3B5223FB3E726C0B18242BE661CF7BE2810D4BE99BA0740",
      torch_tensor_4_torch.float32: "0x040000007A1A52BF788D973F762591BFD2738CBF"
    }
  }
#-}

