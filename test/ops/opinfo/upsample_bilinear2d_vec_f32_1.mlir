module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4,4],f32>) -> !torch.vtensor<[2,3,5,5],f32> {
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int5, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.upsample_bilinear2d.vec %arg0, %0, %true, %none : !torch.vtensor<[2,3,4,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,5,5],f32>
    return %1 : !torch.vtensor<[2,3,5,5],f32>
  }
}

