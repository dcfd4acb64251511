module {
  func.func @main(%arg0: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[10],f32> {
    %float1.000000e2B00 = torch.constant.float 1.000000e+00
    %0 = torch.operator "torch.aten._pdist_forward"(%arg0, %float1.000000e2B00) : (!torch.vtensor<[5,5],f32>, !torch.float) -> !torch.vtensor<[10],f32>
    return %0 : !torch.vtensor<[10],f32>
  }
}

