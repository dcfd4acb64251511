module {
  func.func @main(%arg0: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.zeros_like %arg0, %none, %none, %none, %false, %none : !torch.vtensor<[],f16>, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f16>
    return %0 : !torch.vtensor<[],f16>
  }
}

