module {
  func.func @main(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[],si64> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.argmin %arg0, %none, %false : !torch.vtensor<[2],f32>, !torch.none, !torch.bool -> !torch.vtensor<[],si64>
    return %0 : !torch.vtensor<[],si64>
  }
}

