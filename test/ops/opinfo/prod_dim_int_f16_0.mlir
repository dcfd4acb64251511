module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f16>) -> !torch.vtensor<[5,5],f16> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.prod.dim_int %arg0, %int0, %false, %none : !torch.vtensor<[5,5,5],f16>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[5,5],f16>
    return %0 : !torch.vtensor<[5,5],f16>
  }
}

