module {
  func.func @main(%arg0: !torch.vtensor<[0,3],si64>, %arg1: !torch.vtensor<[4,3],si64>, %arg2: !torch.vtensor<[4],si64>) -> !torch.vtensor<[0,4],si64> {
    %0 = torch.aten.linear %arg0, %arg1, %arg2 : !torch.vtensor<[0,3],si64>, !torch.vtensor<[4,3],si64>, !torch.vtensor<[4],si64> -> !torch.vtensor<[0,4],si64>
    return %0 : !torch.vtensor<[0,4],si64>
  }
}

