module {
  func.func @main(%arg0: !torch.vtensor<[2,1],f32>, %arg1: !torch.vtensor<[1],f32>, %arg2: !torch.vtensor<[1],f32>, %arg3: !torch.vtensor<[1],f32>, %arg4: !torch.vtensor<[1],f32>) -> !torch.vtensor<[2,1],f32> {
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %0:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %arg3, %arg4, %arg1, %arg2, %float1.000000e-01, %float1.000000e-05) : (!torch.vtensor<[2,1],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>, !torch.float, !torch.float) -> (!torch.vtensor<[2,1],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>)
    return %0#0 : !torch.vtensor<[2,1],f32>
  }
}

