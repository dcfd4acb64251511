module {
  func.func @main(%arg0: !torch.vtensor<[],si16>) -> !torch.vtensor<[],si16> {
    %0 = torch.aten.relu %arg0 : !torch.vtensor<[],si16> -> !torch.vtensor<[],si16>
    return %0 : !torch.vtensor<[],si16>
  }
}

