module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4,5],f32>) -> !torch.vtensor<[2,3,5,6],f32> {
    %int5 = torch.constant.int 5
    %int6 = torch.constant.int 6
    %0 = torch.prim.ListConstruct %int5, %int6 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %1 = torch.aten.upsample_nearest2d.vec %arg0, %0, %none : !torch.vtensor<[2,3,4,5],f32>, !torch.list<int>, !torch.none -> !torch.vtensor<[2,3,5,6],f32>
    return %1 : !torch.vtensor<[2,3,5,6],f32>
  }
}

