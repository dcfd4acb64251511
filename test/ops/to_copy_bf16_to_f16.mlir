module {
  func.func @main(%arg0: !torch.vtensor<[5,7],bf16>) -> !torch.vtensor<[5,7],f16> {
    %int5 = torch.constant.int 5
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int5, %none, %none, %none, %false, %none : !torch.vtensor<[5,7],bf16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,7],f16>
    return %0 : !torch.vtensor<[5,7],f16>
  }
}

