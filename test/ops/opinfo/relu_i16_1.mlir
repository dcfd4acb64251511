module {
  func.func @main(%arg0: !torch.vtensor<[5],si16>) -> !torch.vtensor<[5],si16> {
    %0 = torch.aten.relu %arg0 : !torch.vtensor<[5],si16> -> !torch.vtensor<[5],si16>
    return %0 : !torch.vtensor<[5],si16>
  }
}

