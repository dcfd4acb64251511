module {
  func.func @main(%arg0: !torch.vtensor<[5,5],bf16>) -> !torch.vtensor<[5,5],bf16> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.zeros_like %arg0, %none, %none, %none, %false, %none : !torch.vtensor<[5,5],bf16>, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,5],bf16>
    return %0 : !torch.vtensor<[5,5],bf16>
  }
}

