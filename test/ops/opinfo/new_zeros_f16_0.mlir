module {
  func.func @main(%arg0: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_zeros %arg0, %0, %none, %none, %none, %false : !torch.vtensor<[],f16>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f16>
    return %1 : !torch.vtensor<[],f16>
  }
}

