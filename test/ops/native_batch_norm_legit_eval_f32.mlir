module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,4],f32>, %arg1: !torch.vtensor<[3],f32>, %arg2: !torch.vtensor<[3],f32>, %arg3: !torch.vtensor<[3],f32>, %arg4: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[2,3,5,4],f32>) {
    %training = torch.constant.bool false
    %momentum = torch.constant.float 1.000000e-01
    %eps = torch.constant.float 1.000000e-03
    %0:3 = torch.operator "torch.aten._native_batch_norm_legit"(%arg0, %arg1, %arg2, %arg3, %arg4, %training, %momentum, %eps) : (!torch.vtensor<[2,3,5,4],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.bool, !torch.float, !torch.float) -> (!torch.vtensor<[2,3,5,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>)
    return %0#0 : !torch.vtensor<[2,3,5,4],f32>
  }
}
