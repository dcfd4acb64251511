module {
  func.func @main(%arg0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.mean.dim %arg0, %0, %false, %none : !torch.vtensor<[],bf16>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],bf16>
    return %1 : !torch.vtensor<[],bf16>
  }
}

