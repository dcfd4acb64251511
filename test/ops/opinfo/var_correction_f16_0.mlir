module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f16>) -> !torch.vtensor<[],f16> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.var.correction %arg0, %none, %none, %false : !torch.vtensor<[5,5,5],f16>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f16>
    return %0 : !torch.vtensor<[],f16>
  }
}

