module {
  func.func @main(%arg0: !torch.vtensor<[3,2,3,4],f32>, %arg1: !torch.vtensor<[2],f32>, %arg2: !torch.vtensor<[2],f32>, %arg3: !torch.vtensor<[2],f32>, %arg4: !torch.vtensor<[2],f32>) -> !torch.vtensor<[3,2,3,4],f32> {
    %float-1.000000e2B00 = torch.constant.float -1.000000e+00
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %0:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %arg3, %arg4, %arg1, %arg2, %float-1.000000e2B00, %float5.000000e-01) : (!torch.vtensor<[3,2,3,4],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.float, !torch.float) -> (!torch.vtensor<[3,2,3,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>)
    return %0#0 : !torch.vtensor<[3,2,3,4],f32>
  }
}

