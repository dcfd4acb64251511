module {
  func.func @main(%arg0: !torch.vtensor<[],complex<f32>>) -> !torch.vtensor<[2],f32> {
    %0 = torch.aten.view_as_real %arg0 : !torch.vtensor<[],complex<f32>> -> !torch.vtensor<[2],f32>
    return %0 : !torch.vtensor<[2],f32>
  }
}

