module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,4],f16>, %arg1: !torch.vtensor<[3],f16>, %arg2: !torch.vtensor<[3],f16>, %arg3: !torch.vtensor<[3],f16>, %arg4: !torch.vtensor<[3],f16>) -> (!torch.vtensor<[2,3,5,4],f16>) {
    %training = torch.constant.bool false
    %momentum = torch.constant.float 1.000000e-01
    %eps = torch.constant.float 1.000000e-03
    %0:3 = torch.operator "torch.aten._native_batch_norm_legit"(%arg0, %arg1, %arg2, %arg3, %arg4, %training, %momentum, %eps) : (!torch.vtensor<[2,3,5,4],f16>, !torch.vtensor<[3],f16>, !torch.vtensor<[3],f16>, !torch.vtensor<[3],f16>, !torch.vtensor<[3],f16>, !torch.bool, !torch.float, !torch.float) -> (!torch.vtensor<[2,3,5,4],f16>, !torch.vtensor<[0],f16>, !torch.vtensor<[0],f16>)
    return %0#0 : !torch.vtensor<[2,3,5,4],f16>
  }
}
