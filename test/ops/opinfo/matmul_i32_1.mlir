module {
  func.func @main(%arg0: !torch.vtensor<[5,10],si32>, %arg1: !torch.vtensor<[10],si32>) -> !torch.vtensor<[5],si32> {
    %0 = torch.aten.matmul %arg0, %arg1 : !torch.vtensor<[5,10],si32>, !torch.vtensor<[10],si32> -> !torch.vtensor<[5],si32>
    return %0 : !torch.vtensor<[5],si32>
  }
}

