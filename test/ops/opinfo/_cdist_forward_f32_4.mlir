module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5],f32>, %arg1: !torch.vtensor<[2,3,5],f32>) -> !torch.vtensor<[2,3,3],f32> {
    %float0.000000e2B00 = torch.constant.float 0.000000e+00
    %int1 = torch.constant.int 1
    %0 = torch.operator "torch.aten._cdist_forward"(%arg0, %arg1, %float0.000000e2B00, %int1) : (!torch.vtensor<[2,3,5],f32>, !torch.vtensor<[2,3,5],f32>, !torch.float, !torch.int) -> !torch.vtensor<[2,3,3],f32>
    return %0 : !torch.vtensor<[2,3,3],f32>
  }
}

