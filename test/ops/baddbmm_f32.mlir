module {
  func.func @main(%arg0: !torch.vtensor<[1,4],f32>, %arg1: !torch.vtensor<[3,5,6],f32>, %arg2: !torch.vtensor<[3,6,4],f32>, %arg3: !torch.vtensor<[3,5,4],f32>) -> !torch.vtensor<[3,5,4],f32> {
    %float2.000000e2B00 = torch.constant.float 2.000000e+00
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %0 = torch.aten.baddbmm %arg0, %arg1, %arg2, %float2.000000e2B00, %float5.000000e-01 : !torch.vtensor<[1,4],f32>, !torch.vtensor<[3,5,6],f32>, !torch.vtensor<[3,6,4],f32>, !torch.float, !torch.float -> !torch.vtensor<[3,5,4],f32>
    %int1 = torch.constant.int 1
    %1 = torch.aten.baddbmm %arg3, %arg1, %arg2, %int1, %int1 : !torch.vtensor<[3,5,4],f32>, !torch.vtensor<[3,5,6],f32>, !torch.vtensor<[3,6,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,5,4],f32>
    %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[3,5,4],f32>, !torch.vtensor<[3,5,4],f32>, !torch.int -> !torch.vtensor<[3,5,4],f32>
    return %2 : !torch.vtensor<[3,5,4],f32>
  }
}

