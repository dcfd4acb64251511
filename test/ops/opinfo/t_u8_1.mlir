module {
  func.func @main(%arg0: !torch.vtensor<[2],ui8>) -> !torch.vtensor<[2],ui8> {
    %0 = torch.aten.t %arg0 : !torch.vtensor<[2],ui8> -> !torch.vtensor<[2],ui8>
    return %0 : !torch.vtensor<[2],ui8>
  }
}

