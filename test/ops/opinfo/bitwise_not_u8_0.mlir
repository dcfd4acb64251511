module {
  func.func @main(%arg0: !torch.vtensor<[20],ui8>) -> !torch.vtensor<[20],ui8> {
    %0 = torch.aten.bitwise_not %arg0 : !torch.vtensor<[20],ui8> -> !torch.vtensor<[20],ui8>
    return %0 : !torch.vtensor<[20],ui8>
  }
}

