module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],si64> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.argmin %arg0, %int-1, %false : !torch.vtensor<[],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],si64>
    return %0 : !torch.vtensor<[],si64>
  }
}

