module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f32>) -> (!torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],si64>) {
    %int-3 = torch.constant.int -3
    %false = torch.constant.bool false
    %result0, %result1 = torch.aten.sort %arg0, %int-3, %false : !torch.vtensor<[5,5,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],si64>
    return %result0, %result1 : !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],si64>
  }
}

