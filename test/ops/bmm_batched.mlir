module {
  func.func @main(%arg0: !torch.vtensor<[3,7,9],f32>, %arg1: !torch.vtensor<[3,9,4],f32>) -> !torch.vtensor<[3,7,4],f32> {
    %0 = torch.aten.bmm %arg0, %arg1 : !torch.vtensor<[3,7,9],f32>, !torch.vtensor<[3,9,4],f32> -> !torch.vtensor<[3,7,4],f32>
    return %0 : !torch.vtensor<[3,7,4],f32>
  }
}

