module {
  func.func @main(%arg0: !torch.vtensor<[5,10],f32>, %arg1: !torch.vtensor<[10],f32>) -> !torch.vtensor<[5],f32> {
    %0 = torch.aten.matmul %arg0, %arg1 : !torch.vtensor<[5,10],f32>, !torch.vtensor<[10],f32> -> !torch.vtensor<[5],f32>
    return %0 : !torch.vtensor<[5],f32>
  }
}

