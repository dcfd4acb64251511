module {
  func.func @main(%arg0: !torch.vtensor<[1,0,3],si16>) -> !torch.vtensor<[1,0,3],si16> {
    %0 = torch.aten.bitwise_not %arg0 : !torch.vtensor<[1,0,3],si16> -> !torch.vtensor<[1,0,3],si16>
    return %0 : !torch.vtensor<[1,0,3],si16>
  }
}

