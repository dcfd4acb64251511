module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f32>) -> (!torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],si64>) {
    %int-3 = torch.constant.int -3
    %true = torch.constant.bool true
    %result0, %result1 = torch.aten.sort %arg0, %int-3, %true : !torch.vtensor<[5,5,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],si64>
    return %result0, %result1 : !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],si64>
  }
}

