module {
  func.func @main(%arg0: !torch.vtensor<[5],ui8>, %arg1: !torch.vtensor<[],ui8>) -> !torch.vtensor<[5],i1> {
    %0 = torch.aten.logical_and %arg0, %arg1 : !torch.vtensor<[5],ui8>, !torch.vtensor<[],ui8> -> !torch.vtensor<[5],i1>
    return %0 : !torch.vtensor<[5],i1>
  }
}

