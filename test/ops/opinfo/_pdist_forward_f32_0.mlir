module {
  func.func @main(%arg0: !torch.vtensor<[1,1],f32>) -> !torch.vtensor<[0],f32> {
    %float2.000000e2B00 = torch.constant.float 2.000000e+00
    %0 = torch.operator "torch.aten._pdist_forward"(%arg0, %float2.000000e2B00) : (!torch.vtensor<[1,1],f32>, !torch.float) -> !torch.vtensor<[0],f32>
    return %0 : !torch.vtensor<[0],f32>
  }
}

