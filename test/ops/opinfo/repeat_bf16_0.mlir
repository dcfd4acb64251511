module {
  func.func @main(%arg0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[],bf16>, !torch.list<int> -> !torch.vtensor<[],bf16>
    return %1 : !torch.vtensor<[],bf16>
  }
}

