module {
  func.func @main(%arg0: !torch.vtensor<[5,1,5,1],f32>) -> !torch.vtensor<[5,1,5],f32> {
    %int-1 = torch.constant.int -1
    %0 = torch.aten.squeeze.dim %arg0, %int-1 : !torch.vtensor<[5,1,5,1],f32>, !torch.int -> !torch.vtensor<[5,1,5],f32>
    return %0 : !torch.vtensor<[5,1,5],f32>
  }
}

