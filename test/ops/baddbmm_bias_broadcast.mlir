module {
  func.func @main(%arg0: !torch.vtensor<[3,1,4],f32>, %arg1: !torch.vtensor<[3,5,1],f32>, %arg2: !torch.vtensor<[3,5,6],f32>, %arg3: !torch.vtensor<[3,6,4],f32>) -> !torch.vtensor<[3,5,4],f32> {
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %int1 = torch.constant.int 1
    %0 = torch.aten.baddbmm %arg0, %arg2, %arg3, %float5.000000e-01, %int1 : !torch.vtensor<[3,1,4],f32>, !torch.vtensor<[3,5,6],f32>, !torch.vtensor<[3,6,4],f32>, !torch.float, !torch.int -> !torch.vtensor<[3,5,4],f32>
    %float2.000000e2B00 = torch.constant.float 2.000000e+00
    %1 = torch.aten.baddbmm %arg1, %arg2, %arg3, %int1, %float2.000000e2B00 : !torch.vtensor<[3,5,1],f32>, !torch.vtensor<[3,5,6],f32>, !torch.vtensor<[3,6,4],f32>, !torch.int, !torch.float -> !torch.vtensor<[3,5,4],f32>
    %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[3,5,4],f32>, !torch.vtensor<[3,5,4],f32>, !torch.int -> !torch.vtensor<[3,5,4],f32>
    return %2 : !torch.vtensor<[3,5,4],f32>
  }
}

