module {
  func.func @main(%arg0: !torch.vtensor<[20],si8>, %arg1: !torch.vtensor<[20],si8>) -> !torch.vtensor<[],si8> {
    %0 = torch.aten.matmul %arg0, %arg1 : !torch.vtensor<[20],si8>, !torch.vtensor<[20],si8> -> !torch.vtensor<[],si8>
    return %0 : !torch.vtensor<[],si8>
  }
}

