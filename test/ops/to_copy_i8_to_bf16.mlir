module {
  func.func @main(%arg0: !torch.vtensor<[5,7],si8>) -> !torch.vtensor<[5,7],bf16> {
    %int15 = torch.constant.int 15
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int15, %none, %none, %none, %false, %none : !torch.vtensor<[5,7],si8>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,7],bf16>
    return %0 : !torch.vtensor<[5,7],bf16>
  }
}

