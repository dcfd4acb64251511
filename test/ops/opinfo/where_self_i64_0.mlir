module {
  func.func @main(%arg0: !torch.vtensor<[10,10],si64>, %arg1: !torch.vtensor<[10,10],i1>, %arg2: !torch.vtensor<[10,10],si64>) -> !torch.vtensor<[10,10],si64> {
    %0 = torch.aten.where.self %arg1, %arg0, %arg2 : !torch.vtensor<[10,10],i1>, !torch.vtensor<[10,10],si64>, !torch.vtensor<[10,10],si64> -> !torch.vtensor<[10,10],si64>
    return %0 : !torch.vtensor<[10,10],si64>
  }
}

