module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f16>) -> !torch.vtensor<[],f16> {
    %none = torch.constant.none
    %0 = torch.aten.prod %arg0, %none : !torch.vtensor<[5,5,5],f16>, !torch.none -> !torch.vtensor<[],f16>
    return %0 : !torch.vtensor<[],f16>
  }
}

