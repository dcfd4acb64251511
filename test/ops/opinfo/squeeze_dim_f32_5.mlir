module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.squeeze.dim %arg0, %int0 : !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[],f32>
    return %0 : !torch.vtensor<[],f32>
  }
}

