module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4,4],f32>) -> !torch.vtensor<[2,3,2,2],f32> {
    %none = torch.constant.none
    %true = torch.constant.bool true
    %float6.000000e-01 = torch.constant.float 6.000000e-01
    %0 = torch.prim.ListConstruct %float6.000000e-01, %float6.000000e-01 : (!torch.float, !torch.float) -> !torch.list<float>
    %1 = torch.aten.upsample_bilinear2d.vec %arg0, %none, %true, %0 : !torch.vtensor<[2,3,4,4],f32>, !torch.none, !torch.bool, !torch.list<float> -> !torch.vtensor<[2,3,2,2],f32>
    return %1 : !torch.vtensor<[2,3,2,2],f32>
  }
}

