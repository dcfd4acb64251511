module {
  func.func @main(%arg0: !torch.vtensor<[],si16>) -> !torch.vtensor<[],si16> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.amin %arg0, %0, %false : !torch.vtensor<[],si16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],si16>
    return %1 : !torch.vtensor<[],si16>
  }
}

