module {
  func.func @main(%arg0: !torch.vtensor<[],f32>, %arg1: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.sub.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[],f32>
    return %0 : !torch.vtensor<[],f32>
  }
}

