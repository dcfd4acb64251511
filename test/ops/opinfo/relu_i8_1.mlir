module {
  func.func @main(%arg0: !torch.vtensor<[5],si8>) -> !torch.vtensor<[5],si8> {
    %0 = torch.aten.relu %arg0 : !torch.vtensor<[5],si8> -> !torch.vtensor<[5],si8>
    return %0 : !torch.vtensor<[5],si8>
  }
}

