module {
  func.func @main(%arg0: !torch.vtensor<[5,5],bf16>) -> !torch.vtensor<[5,5],bf16> {
    %float5.843750e2B00 = torch.constant.float 5.843750e+00
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %float5.843750e2B00, %none, %none, %none, %false, %none : !torch.vtensor<[5,5],bf16>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,5],bf16>
    return %0 : !torch.vtensor<[5,5],bf16>
  }
}

