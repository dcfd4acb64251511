module {
  func.func @main(%arg0: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[],si32>, !torch.list<int> -> !torch.vtensor<[],si32>
    return %1 : !torch.vtensor<[],si32>
  }
}

