module {
  func.func @main(%arg0: !torch.vtensor<[3,3],f16>, %arg1: !torch.vtensor<[3,3],f16>, %arg2: !torch.vtensor<[3,3],f16>) -> !torch.vtensor<[3,3],f16> {
    %float2.000000e-01 = torch.constant.float 2.000000e-01
    %float6.000000e-01 = torch.constant.float 6.000000e-01
    %0 = torch.aten.addmm %arg0, %arg1, %arg2, %float2.000000e-01, %float6.000000e-01 : !torch.vtensor<[3,3],f16>, !torch.vtensor<[3,3],f16>, !torch.vtensor<[3,3],f16>, !torch.float, !torch.float -> !torch.vtensor<[3,3],f16>
    return %0 : !torch.vtensor<[3,3],f16>
  }
}

