module {
  func.func @main(%arg0: !torch.vtensor<[10,1,10],ui8>, %arg1: !torch.vtensor<[10,10],i1>, %arg2: !torch.vtensor<[10,10,1],ui8>) -> !torch.vtensor<[10,10,10],ui8> {
    %0 = torch.aten.where.self %arg1, %arg0, %arg2 : !torch.vtensor<[10,10],i1>, !torch.vtensor<[10,1,10],ui8>, !torch.vtensor<[10,10,1],ui8> -> !torch.vtensor<[10,10,10],ui8>
    return %0 : !torch.vtensor<[10,10,10],ui8>
  }
}

