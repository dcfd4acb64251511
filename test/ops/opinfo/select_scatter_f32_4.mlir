module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>, %arg1: !torch.vtensor<[],f32>) -> !torch.vtensor<[5],f32> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.aten.select_scatter %arg0, %arg1, %int0, %int2 : !torch.vtensor<[5],f32>, !torch.vtensor<[],f32>, !torch.int, !torch.int -> !torch.vtensor<[5],f32>
    return %0 : !torch.vtensor<[5],f32>
  }
}

