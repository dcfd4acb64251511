module {
  func.func @main(%arg0: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %none = torch.constant.none
    %0 = torch.aten.clone %arg0, %none : !torch.vtensor<[],f16>, !torch.none -> !torch.vtensor<[],f16>
    return %0 : !torch.vtensor<[],f16>
  }
}

