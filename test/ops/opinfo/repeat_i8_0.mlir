module {
  func.func @main(%arg0: !torch.vtensor<[],si8>) -> !torch.vtensor<[],si8> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[],si8>, !torch.list<int> -> !torch.vtensor<[],si8>
    return %1 : !torch.vtensor<[],si8>
  }
}

