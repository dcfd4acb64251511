module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %true = torch.constant.bool true
    %0 = torch.aten.fill.Scalar %arg0, %true : !torch.vtensor<[],f32>, !torch.bool -> !torch.vtensor<[],f32>
    return %0 : !torch.vtensor<[],f32>
  }
}

