module {
  func.func @main(%arg0: !torch.vtensor<[20],si32>) -> !torch.vtensor<[20],si32> {
    %0 = torch.aten.bitwise_not %arg0 : !torch.vtensor<[20],si32> -> !torch.vtensor<[20],si32>
    return %0 : !torch.vtensor<[20],si32>
  }
}

