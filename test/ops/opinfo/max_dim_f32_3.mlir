module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],si64>) {
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %result0, %result1 = torch.aten.max.dim %arg0, %int0, %true : !torch.vtensor<[],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
    return %result0, %result1 : !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
  }
}

