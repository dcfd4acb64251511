module {
  func.func @main(%arg0: !torch.vtensor<[10,10],f32>) -> !torch.vtensor<[10,10],f32> {
    %0 = torch.aten.hardswish %arg0 : !torch.vtensor<[10,10],f32> -> !torch.vtensor<[10,10],f32>
    return %0 : !torch.vtensor<[10,10],f32>
  }
}

