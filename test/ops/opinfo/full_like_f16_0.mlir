module {
  func.func @main(%arg0: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %float-1.8369140625 = torch.constant.float -1.8369140625
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %float-1.8369140625, %none, %none, %none, %false, %none : !torch.vtensor<[],f16>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f16>
    return %0 : !torch.vtensor<[],f16>
  }
}

