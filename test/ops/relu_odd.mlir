module {
  func.func @main(%arg0: !torch.vtensor<[1001],f32>) -> !torch.vtensor<[1001],f32> {
    %0 = torch.aten.relu %arg0 : !torch.vtensor<[1001],f32> -> !torch.vtensor<[1001],f32>
    return %0 : !torch.vtensor<[1001],f32>
  }
}

