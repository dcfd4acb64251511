module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],bf16>) -> !torch.vtensor<[],bf16> {
    %none = torch.constant.none
    %0 = torch.aten.prod %arg0, %none : !torch.vtensor<[5,5,5],bf16>, !torch.none -> !torch.vtensor<[],bf16>
    return %0 : !torch.vtensor<[],bf16>
  }
}

