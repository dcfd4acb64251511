module {
  func.func @main(%arg0: !torch.vtensor<[0,3],si32>, %arg1: !torch.vtensor<[4,3],si32>, %arg2: !torch.vtensor<[4],si32>) -> !torch.vtensor<[0,4],si32> {
    %0 = torch.aten.linear %arg0, %arg1, %arg2 : !torch.vtensor<[0,3],si32>, !torch.vtensor<[4,3],si32>, !torch.vtensor<[4],si32> -> !torch.vtensor<[0,4],si32>
    return %0 : !torch.vtensor<[0,4],si32>
  }
}

