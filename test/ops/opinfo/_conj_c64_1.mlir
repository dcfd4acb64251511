module {
  func.func @main(%arg0: !torch.vtensor<[1,0,3],complex<f32>>) -> !torch.vtensor<[1,0,3],complex<f32>> {
    %0 = torch.operator "torch.aten._conj"(%arg0) : (!torch.vtensor<[1,0,3],complex<f32>>) -> !torch.vtensor<[1,0,3],complex<f32>>
    return %0 : !torch.vtensor<[1,0,3],complex<f32>>
  }
}

