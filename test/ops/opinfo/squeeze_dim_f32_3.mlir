module {
  func.func @main(%arg0: !torch.vtensor<[5,1,5,1],f32>) -> !torch.vtensor<[5,1,5,1],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.squeeze.dim %arg0, %int2 : !torch.vtensor<[5,1,5,1],f32>, !torch.int -> !torch.vtensor<[5,1,5,1],f32>
    return %0 : !torch.vtensor<[5,1,5,1],f32>
  }
}

