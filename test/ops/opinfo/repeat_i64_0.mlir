module {
  func.func @main(%arg0: !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[],si64>, !torch.list<int> -> !torch.vtensor<[],si64>
    return %1 : !torch.vtensor<[],si64>
  }
}

