module {
  func.func @main(%arg0: !torch.vtensor<[5,5],si64>) -> !torch.vtensor<[5,5],si64> {
    %float0.000000e2B00 = torch.constant.float 0.000000e+00
    %0 = torch.aten.hardtanh %arg0, %float0.000000e2B00, %float0.000000e2B00 : !torch.vtensor<[5,5],si64>, !torch.float, !torch.float -> !torch.vtensor<[5,5],si64>
    return %0 : !torch.vtensor<[5,5],si64>
  }
}

