module {
  func.func @main(%arg0: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],si64> {
    %0 = torch.aten.t %arg0 : !torch.vtensor<[2],si64> -> !torch.vtensor<[2],si64>
    return %0 : !torch.vtensor<[2],si64>
  }
}

