module {
  func.func @main(%arg0: !torch.vtensor<[5,5],f16>) -> !torch.vtensor<[5,5],f16> {
    %float-2.64453125 = torch.constant.float -2.64453125
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %float-2.64453125, %none, %none, %none, %false, %none : !torch.vtensor<[5,5],f16>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,5],f16>
    return %0 : !torch.vtensor<[5,5],f16>
  }
}

