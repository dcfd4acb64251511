module {
  func.func @main(%arg0: !torch.vtensor<[20,20],si8>) -> !torch.vtensor<[20,20],si8> {
    %0 = torch.aten.trunc %arg0 : !torch.vtensor<[20,20],si8> -> !torch.vtensor<[20,20],si8>
    return %0 : !torch.vtensor<[20,20],si8>
  }
}

