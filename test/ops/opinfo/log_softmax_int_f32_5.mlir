module {
  func.func @main(%arg0: !torch.vtensor<[5,0,0],f32>) -> !torch.vtensor<[5,0,0],f32> {
    %int-1 = torch.constant.int -1
    %none = torch.constant.none
    %0 = torch.aten.log_softmax.int %arg0, %int-1, %none : !torch.vtensor<[5,0,0],f32>, !torch.int, !torch.none -> !torch.vtensor<[5,0,0],f32>
    return %0 : !torch.vtensor<[5,0,0],f32>
  }
}

