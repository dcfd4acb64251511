module {
  func.func @main(%arg0: !torch.vtensor<[],f32>, %arg1: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %0 = torch.aten.pow.Tensor_Tensor %arg0, %arg1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
    return %0 : !torch.vtensor<[],f32>
  }
}

