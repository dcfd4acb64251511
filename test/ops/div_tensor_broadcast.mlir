module {
  func.func @main(%arg0: !torch.vtensor<[4,1,7],f32>, %arg1: !torch.vtensor<[3,1],f32>) -> !torch.vtensor<[4,3,7],f32> {
    %0 = torch.aten.div.Tensor %arg0, %arg1 : !torch.vtensor<[4,1,7],f32>, !torch.vtensor<[3,1],f32> -> !torch.vtensor<[4,3,7],f32>
    return %0 : !torch.vtensor<[4,3,7],f32>
  }
}

