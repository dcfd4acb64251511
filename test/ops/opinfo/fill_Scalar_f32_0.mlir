module {
  func.func @main(%arg0: !torch.vtensor<[20],f32>) -> !torch.vtensor<[20],f32> {
    %true = torch.constant.bool true
    %0 = torch.aten.fill.Scalar %arg0, %true : !torch.vtensor<[20],f32>, !torch.bool -> !torch.vtensor<[20],f32>
    return %0 : !torch.vtensor<[20],f32>
  }
}

