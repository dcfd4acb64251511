module {
  func.func @main(%arg0: !torch.vtensor<[1,2],si16>) -> !torch.vtensor<[2,1],si16> {
    %0 = torch.aten.t %arg0 : !torch.vtensor<[1,2],si16> -> !torch.vtensor<[2,1],si16>
    return %0 : !torch.vtensor<[2,1],si16>
  }
}

