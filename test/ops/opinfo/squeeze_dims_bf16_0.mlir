module {
  func.func @main(%arg0: !torch.vtensor<[1,1,1,1],bf16>) -> !torch.vtensor<[1,1,1,1],bf16> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.operator "torch.aten.squeeze.dims"(%arg0, %0) : (!torch.vtensor<[1,1,1,1],bf16>, !torch.list<int>) -> !torch.vtensor<[1,1,1,1],bf16>
    return %1 : !torch.vtensor<[1,1,1,1],bf16>
  }
}

