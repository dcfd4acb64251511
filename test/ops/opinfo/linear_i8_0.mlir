module {
  func.func @main(%arg0: !torch.vtensor<[3],si8>, %arg1: !torch.vtensor<[4,3],si8>, %arg2: !torch.vtensor<[4],si8>) -> !torch.vtensor<[4],si8> {
    %0 = torch.aten.linear %arg0, %arg1, %arg2 : !torch.vtensor<[3],si8>, !torch.vtensor<[4,3],si8>, !torch.vtensor<[4],si8> -> !torch.vtensor<[4],si8>
    return %0 : !torch.vtensor<[4],si8>
  }
}

