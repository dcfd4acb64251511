module {
  func.func @main(%arg0: !torch.vtensor<[5,5],f32>, %arg1: !torch.vtensor<[5],si64>) -> !torch.vtensor<[5,5],f32> {
    %int-1 = torch.constant.int -1
    %0 = torch.aten.index_select %arg0, %int-1, %arg1 : !torch.vtensor<[5,5],f32>, !torch.int, !torch.vtensor<[5],si64> -> !torch.vtensor<[5,5],f32>
    return %0 : !torch.vtensor<[5,5],f32>
  }
}

