module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f32>, %arg1: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[5,5,5],f32> {
    %int-1 = torch.constant.int -1
    %0 = torch.aten.select_scatter %arg0, %arg1, %int-1, %int-1 : !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[5,5,5],f32>
    return %0 : !torch.vtensor<[5,5,5],f32>
  }
}

