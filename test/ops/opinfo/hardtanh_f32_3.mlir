module {
  func.func @main(%arg0: !torch.vtensor<[1,0,3],f32>) -> !torch.vtensor<[1,0,3],f32> {
    %float-1.000000e2B00 = torch.constant.float -1.000000e+00
    %float1.000000e2B00 = torch.constant.float 1.000000e+00
    %0 = torch.aten.hardtanh %arg0, %float-1.000000e2B00, %float1.000000e2B00 : !torch.vtensor<[1,0,3],f32>, !torch.float, !torch.float -> !torch.vtensor<[1,0,3],f32>
    return %0 : !torch.vtensor<[1,0,3],f32>
  }
}

