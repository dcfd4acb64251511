module {
  func.func @main(%arg0: !torch.vtensor<[10,5],f32>, %arg1: !torch.vtensor<[5,5],si64>) -> !torch.vtensor<[5,5,5],f32> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.embedding %arg0, %arg1, %int-1, %false, %false : !torch.vtensor<[10,5],f32>, !torch.vtensor<[5,5],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[5,5,5],f32>
    return %0 : !torch.vtensor<[5,5,5],f32>
  }
}

