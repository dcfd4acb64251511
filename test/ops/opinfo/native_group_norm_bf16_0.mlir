module {
  func.func @main(%arg0: !torch.vtensor<[1,2],bf16>) -> !torch.vtensor<[1,2],bf16> {
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %result0, %result1, %result2 = torch.aten.native_group_norm %arg0, %none, %none, %int1, %int2, %int1, %int1, %float1.000000e-05 : !torch.vtensor<[1,2],bf16>, !torch.none, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[1,2],bf16>, !torch.vtensor<[1,1],bf16>, !torch.vtensor<[1,1],bf16>
    return %result0 : !torch.vtensor<[1,2],bf16>
  }
}

