module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4,4],f32>) -> !torch.vtensor<[2,3,6,6],f32> {
    %none = torch.constant.none
    %float1.700000e2B00 = torch.constant.float 1.700000e+00
    %0 = torch.prim.ListConstruct %float1.700000e2B00, %float1.700000e2B00 : (!torch.float, !torch.float) -> !torch.list<float>
    %1 = torch.aten.upsample_nearest2d.vec %arg0, %none, %0 : !torch.vtensor<[2,3,4,4],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[2,3,6,6],f32>
    return %1 : !torch.vtensor<[2,3,6,6],f32>
  }
}

