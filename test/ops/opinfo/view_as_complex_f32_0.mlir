module {
  func.func @main(%arg0: !torch.vtensor<[5,2],f32>) -> !torch.vtensor<[5],complex<f32>> {
    %0 = torch.aten.view_as_complex %arg0 : !torch.vtensor<[5,2],f32> -> !torch.vtensor<[5],complex<f32>>
    return %0 : !torch.vtensor<[5],complex<f32>>
  }
}

