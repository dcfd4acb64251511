module {
  func.func @main(%arg0: !torch.vtensor<[20],si64>, %arg1: !torch.vtensor<[20],si64>) -> !torch.vtensor<[],si64> {
    %0 = torch.aten.matmul %arg0, %arg1 : !torch.vtensor<[20],si64>, !torch.vtensor<[20],si64> -> !torch.vtensor<[],si64>
    return %0 : !torch.vtensor<[],si64>
  }
}

