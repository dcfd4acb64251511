module {
  func.func @main(%arg0: !torch.vtensor<[1,2],si32>) -> !torch.vtensor<[2,1],si32> {
    %0 = torch.aten.t %arg0 : !torch.vtensor<[1,2],si32> -> !torch.vtensor<[2,1],si32>
    return %0 : !torch.vtensor<[2,1],si32>
  }
}

