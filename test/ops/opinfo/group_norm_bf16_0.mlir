module {
  func.func @main(%arg0: !torch.vtensor<[1,2],bf16>) -> !torch.vtensor<[1,2],bf16> {
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %0 = torch.aten.group_norm %arg0, %int1, %none, %none, %float1.000000e-05, %false : !torch.vtensor<[1,2],bf16>, !torch.int, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[1,2],bf16>
    return %0 : !torch.vtensor<[1,2],bf16>
  }
}

