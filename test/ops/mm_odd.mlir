module {
  func.func @main(%arg0: !torch.vtensor<[33,17],f32>, %arg1: !torch.vtensor<[17,45],f32>) -> !torch.vtensor<[33,45],f32> {
    %0 = torch.aten.mm %arg0, %arg1 : !torch.vtensor<[33,17],f32>, !torch.vtensor<[17,45],f32> -> !torch.vtensor<[33,45],f32>
    return %0 : !torch.vtensor<[33,45],f32>
  }
}

