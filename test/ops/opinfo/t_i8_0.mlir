module {
  func.func @main(%arg0: !torch.vtensor<[1,2],si8>) -> !torch.vtensor<[2,1],si8> {
    %0 = torch.aten.t %arg0 : !torch.vtensor<[1,2],si8> -> !torch.vtensor<[2,1],si8>
    return %0 : !torch.vtensor<[2,1],si8>
  }
}

