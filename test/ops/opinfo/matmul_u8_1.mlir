module {
  func.func @main(%arg0: !torch.vtensor<[5,10],ui8>, %arg1: !torch.vtensor<[10],ui8>) -> !torch.vtensor<[5],ui8> {
    %0 = torch.aten.matmul %arg0, %arg1 : !torch.vtensor<[5,10],ui8>, !torch.vtensor<[10],ui8> -> !torch.vtensor<[5],ui8>
    return %0 : !torch.vtensor<[5],ui8>
  }
}

