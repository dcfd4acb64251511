module {
  func.func @main(%arg0: !torch.vtensor<[],si8>) -> !torch.vtensor<[],si8> {
    %0 = torch.aten.relu %arg0 : !torch.vtensor<[],si8> -> !torch.vtensor<[],si8>
    return %0 : !torch.vtensor<[],si8>
  }
}

