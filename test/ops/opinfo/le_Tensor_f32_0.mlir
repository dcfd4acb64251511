module {
  func.func @main(%arg0: !torch.vtensor<[],f32>, %arg1: !torch.vtensor<[],f32>) -> !torch.vtensor<[],i1> {
    %0 = torch.aten.le.Tensor %arg0, %arg1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],i1>
    return %0 : !torch.vtensor<[],i1>
  }
}

