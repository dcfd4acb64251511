module {
  func.func @main(%arg0: !torch.vtensor<[1001],f32>) -> !torch.vtensor<[1001],f32> {
    %relu = torch.aten.relu %arg0 : !torch.vtensor<[1001],f32> -> !torch.vtensor<[1001],f32>
    return %relu : !torch.vtensor<[1001],f32>
  }
}
