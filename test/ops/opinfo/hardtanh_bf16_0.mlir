module {
  func.func @main(%arg0: !torch.vtensor<[5,5],bf16>) -> !torch.vtensor<[5,5],bf16> {
    %float-5.000000e-01 = torch.constant.float -5.000000e-01
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %0 = torch.aten.hardtanh %arg0, %float-5.000000e-01, %float5.000000e-01 : !torch.vtensor<[5,5],bf16>, !torch.float, !torch.float -> !torch.vtensor<[5,5],bf16>
    return %0 : !torch.vtensor<[5,5],bf16>
  }
}

