module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f32> {
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %0 = torch.aten.softmax.int %arg0, %int0, %none : !torch.vtensor<[5],f32>, !torch.int, !torch.none -> !torch.vtensor<[5],f32>
    return %0 : !torch.vtensor<[5],f32>
  }
}

