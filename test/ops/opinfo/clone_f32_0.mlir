module {
  func.func @main(%arg0: !torch.vtensor<[5,10,5],f32>) -> !torch.vtensor<[5,10,5],f32> {
    %none = torch.constant.none
    %0 = torch.aten.clone %arg0, %none : !torch.vtensor<[5,10,5],f32>, !torch.none -> !torch.vtensor<[5,10,5],f32>
    return %0 : !torch.vtensor<[5,10,5],f32>
  }
}

