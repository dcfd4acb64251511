module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f32>) -> !torch.vtensor<[5,5,5],f32> {
    %int1 = torch.constant.int 1
    %int6 = torch.constant.int 6
    %0 = torch.aten.cumsum %arg0, %int1, %int6 : !torch.vtensor<[5,5,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[5,5,5],f32>
    return %0 : !torch.vtensor<[5,5,5],f32>
  }
}

