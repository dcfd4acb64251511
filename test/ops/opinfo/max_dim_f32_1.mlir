module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f32>) -> (!torch.vtensor<[5,1,5],f32>, !torch.vtensor<[5,1,5],si64>) {
    %int1 = torch.constant.int 1
    %true = torch.constant.bool true
    %result0, %result1 = torch.aten.max.dim %arg0, %int1, %true : !torch.vtensor<[5,5,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[5,1,5],f32>, !torch.vtensor<[5,1,5],si64>
    return %result0, %result1 : !torch.vtensor<[5,1,5],f32>, !torch.vtensor<[5,1,5],si64>
  }
}

