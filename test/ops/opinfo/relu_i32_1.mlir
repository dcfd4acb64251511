module {
  func.func @main(%arg0: !torch.vtensor<[5],si32>) -> !torch.vtensor<[5],si32> {
    %0 = torch.aten.relu %arg0 : !torch.vtensor<[5],si32> -> !torch.vtensor<[5],si32>
    return %0 : !torch.vtensor<[5],si32>
  }
}

