module {
  func.func @main(%arg0: !torch.vtensor<[20],si16>, %arg1: !torch.vtensor<[20],si16>) -> !torch.vtensor<[],si16> {
    %0 = torch.aten.matmul %arg0, %arg1 : !torch.vtensor<[20],si16>, !torch.vtensor<[20],si16> -> !torch.vtensor<[],si16>
    return %0 : !torch.vtensor<[],si16>
  }
}

