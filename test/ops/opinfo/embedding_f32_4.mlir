module {
  func.func @main(%arg0: !torch.vtensor<[5,5],f32>, %arg1: !torch.vtensor<[2,2],si64>) -> !torch.vtensor<[2,2,5],f32> {
    %int4 = torch.constant.int 4
    %false = torch.constant.bool false
    %0 = torch.aten.embedding %arg0, %arg1, %int4, %false, %false : !torch.vtensor<[5,5],f32>, !torch.vtensor<[2,2],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,2,5],f32>
    return %0 : !torch.vtensor<[2,2,5],f32>
  }
}

