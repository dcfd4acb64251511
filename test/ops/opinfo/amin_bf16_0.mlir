module {
  func.func @main(%arg0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.amin %arg0, %0, %false : !torch.vtensor<[],bf16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],bf16>
    return %1 : !torch.vtensor<[],bf16>
  }
}

