module {
  func.func @main(%arg0: !torch.vtensor<[0,3],ui8>, %arg1: !torch.vtensor<[4,3],ui8>, %arg2: !torch.vtensor<[4],ui8>) -> !torch.vtensor<[0,4],ui8> {
    %0 = torch.aten.linear %arg0, %arg1, %arg2 : !torch.vtensor<[0,3],ui8>, !torch.vtensor<[4,3],ui8>, !torch.vtensor<[4],ui8> -> !torch.vtensor<[0,4],ui8>
    return %0 : !torch.vtensor<[0,4],ui8>
  }
}

