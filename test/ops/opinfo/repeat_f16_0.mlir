module {
  func.func @main(%arg0: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[],f16>, !torch.list<int> -> !torch.vtensor<[],f16>
    return %1 : !torch.vtensor<[],f16>
  }
}

