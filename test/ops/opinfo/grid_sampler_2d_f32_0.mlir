module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,20],f32>, %arg1: !torch.vtensor<[2,13,10,2],f32>) -> !torch.vtensor<[2,3,13,10],f32> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int0, %false) : (!torch.vtensor<[2,3,5,20],f32>, !torch.vtensor<[2,13,10,2],f32>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,13,10],f32>
    return %0 : !torch.vtensor<[2,3,13,10],f32>
  }
}

