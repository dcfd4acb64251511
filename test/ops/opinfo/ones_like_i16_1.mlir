module {
  func.func @main(%arg0: !torch.vtensor<[5,5],si16>) -> !torch.vtensor<[5,5],si16> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.ones_like %arg0, %none, %none, %none, %false, %none : !torch.vtensor<[5,5],si16>, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,5],si16>
    return %0 : !torch.vtensor<[5,5],si16>
  }
}

