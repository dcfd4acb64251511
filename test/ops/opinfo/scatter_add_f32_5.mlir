module {
  func.func @main(%arg0: !torch.vtensor<[10,5],f32>, %arg1: !torch.vtensor<[10,2],si64>, %arg2: !torch.vtensor<[10,2],f32>) -> !torch.vtensor<[10,5],f32> {
    %int-1 = torch.constant.int -1
    %0 = torch.aten.scatter_add %arg0, %int-1, %arg1, %arg2 : !torch.vtensor<[10,5],f32>, !torch.int, !torch.vtensor<[10,2],si64>, !torch.vtensor<[10,2],f32> -> !torch.vtensor<[10,5],f32>
    return %0 : !torch.vtensor<[10,5],f32>
  }
}

