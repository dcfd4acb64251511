module {
  func.func @main(%arg0: !torch.vtensor<[3,33],f32>) -> !torch.vtensor<[3,33],f32> {
    %0 = torch.aten.sigmoid %arg0 : !torch.vtensor<[3,33],f32> -> !torch.vtensor<[3,33],f32>
    %1 = torch.aten.tanh %arg0 : !torch.vtensor<[3,33],f32> -> !torch.vtensor<[3,33],f32>
    %int1 = torch.constant.int 1
    %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[3,33],f32>, !torch.vtensor<[3,33],f32>, !torch.int -> !torch.vtensor<[3,33],f32>
    %float2.000000e-01 = torch.constant.float 2.000000e-01
    %3 = torch.aten.leaky_relu %arg0, %float2.000000e-01 : !torch.vtensor<[3,33],f32>, !torch.float -> !torch.vtensor<[3,33],f32>
    %4 = torch.aten.add.Tensor %2, %3, %int1 : !torch.vtensor<[3,33],f32>, !torch.vtensor<[3,33],f32>, !torch.int -> !torch.vtensor<[3,33],f32>
    return %4 : !torch.vtensor<[3,33],f32>
  }
}

