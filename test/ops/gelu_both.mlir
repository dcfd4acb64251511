module {
  func.func @main(%arg0: !torch.vtensor<[6,17],f32>) -> !torch.vtensor<[6,17],f32> {
    %str = torch.constant.str "none"
    %0 = torch.aten.gelu %arg0, %str : !torch.vtensor<[6,17],f32>, !torch.str -> !torch.vtensor<[6,17],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1 = torch.aten.mul.Scalar %arg0, %float5.000000e-01 : !torch.vtensor<[6,17],f32>, !torch.float -> !torch.vtensor<[6,17],f32>
    %str_0 = torch.constant.str "tanh"
    %2 = torch.aten.gelu %1, %str_0 : !torch.vtensor<[6,17],f32>, !torch.str -> !torch.vtensor<[6,17],f32>
    %int1 = torch.constant.int 1
    %3 = torch.aten.add.Tensor %0, %2, %int1 : !torch.vtensor<[6,17],f32>, !torch.vtensor<[6,17],f32>, !torch.int -> !torch.vtensor<[6,17],f32>
    return %3 : !torch.vtensor<[6,17],f32>
  }
}

