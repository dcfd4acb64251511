module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.any.dims %arg0, %0, %false : !torch.vtensor<[],ui8>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],ui8>
    return %1 : !torch.vtensor<[],ui8>
  }
}

