module {
  func.func @main(%arg0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %float-5.687500e2B00 = torch.constant.float -5.687500e+00
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %float-5.687500e2B00, %none, %none, %none, %false, %none : !torch.vtensor<[],bf16>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],bf16>
    return %0 : !torch.vtensor<[],bf16>
  }
}

