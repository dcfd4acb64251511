module {
  func.func @main(%arg0: !torch.vtensor<[0,3],f32>, %arg1: !torch.vtensor<[4,3],f32>, %arg2: !torch.vtensor<[4],f32>) -> !torch.vtensor<[0,4],f32> {
    %0 = torch.aten.linear %arg0, %arg1, %arg2 : !torch.vtensor<[0,3],f32>, !torch.vtensor<[4,3],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[0,4],f32>
    return %0 : !torch.vtensor<[0,4],f32>
  }
}

