module {
  func.func @main(%arg0: !torch.vtensor<[1,2],f32>) -> !torch.vtensor<[2,1],f32> {
    %0 = torch.aten.t %arg0 : !torch.vtensor<[1,2],f32> -> !torch.vtensor<[2,1],f32>
    return %0 : !torch.vtensor<[2,1],f32>
  }
}

