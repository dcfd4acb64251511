module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],si64>) {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %result0, %result1 = torch.aten.min.dim %arg0, %int0, %false : !torch.vtensor<[],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
    return %result0, %result1 : !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
  }
}

