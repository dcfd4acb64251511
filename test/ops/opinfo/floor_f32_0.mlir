module {
  func.func @main(%arg0: !torch.vtensor<[20,20],f32>) -> !torch.vtensor<[20,20],f32> {
    %0 = torch.aten.floor %arg0 : !torch.vtensor<[20,20],f32> -> !torch.vtensor<[20,20],f32>
    return %0 : !torch.vtensor<[20,20],f32>
  }
}

