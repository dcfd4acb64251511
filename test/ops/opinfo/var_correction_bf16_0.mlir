module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],bf16>) -> !torch.vtensor<[],bf16> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.var.correction %arg0, %none, %none, %false : !torch.vtensor<[5,5,5],bf16>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],bf16>
    return %0 : !torch.vtensor<[],bf16>
  }
}

