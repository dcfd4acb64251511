module {
  func.func @main(%arg0: !torch.vtensor<[],i1>) -> !torch.vtensor<[],i1> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[],i1>, !torch.list<int> -> !torch.vtensor<[],i1>
    return %1 : !torch.vtensor<[],i1>
  }
}

