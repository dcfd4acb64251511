module {
  func.func @main(%arg0: !torch.vtensor<[5],ui8>) -> !torch.vtensor<[5],ui8> {
    %0 = torch.aten.relu %arg0 : !torch.vtensor<[5],ui8> -> !torch.vtensor<[5],ui8>
    return %0 : !torch.vtensor<[5],ui8>
  }
}

