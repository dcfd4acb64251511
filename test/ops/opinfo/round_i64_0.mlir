module {
  func.func @main(%arg0: !torch.vtensor<[20,20],si64>) -> !torch.vtensor<[20,20],si64> {
    %0 = torch.aten.round %arg0 : !torch.vtensor<[20,20],si64> -> !torch.vtensor<[20,20],si64>
    return %0 : !torch.vtensor<[20,20],si64>
  }
}

