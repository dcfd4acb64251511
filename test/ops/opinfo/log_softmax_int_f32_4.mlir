module {
  func.func @main(%arg0: !torch.vtensor<[5,10,5],f32>) -> !torch.vtensor<[5,10,5],f32> {
    %int2 = torch.constant.int 2
    %none = torch.constant.none
    %0 = torch.aten.log_softmax.int %arg0, %int2, %none : !torch.vtensor<[5,10,5],f32>, !torch.int, !torch.none -> !torch.vtensor<[5,10,5],f32>
    return %0 : !torch.vtensor<[5,10,5],f32>
  }
}

