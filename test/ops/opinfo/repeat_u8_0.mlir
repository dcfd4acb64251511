module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[],ui8>, !torch.list<int> -> !torch.vtensor<[],ui8>
    return %1 : !torch.vtensor<[],ui8>
  }
}

