module {
  func.func @main(%arg0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],i1> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.any.dims %arg0, %0, %false : !torch.vtensor<[],bf16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],i1>
    return %1 : !torch.vtensor<[],i1>
  }
}

