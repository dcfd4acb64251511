module {
  func.func @main(%arg0: !torch.vtensor<[6],si32>, %arg1: !torch.vtensor<[1,1],f16>) -> !torch.vtensor<[6],f32> {
    %0 = torch.operator "torch.aten._local_scalar_dense"(%arg1) : (!torch.vtensor<[1,1],f16>) -> !torch.float
    %1 = torch.aten.mul.Scalar %arg0, %0 : !torch.vtensor<[6],si32>, !torch.float -> !torch.vtensor<[6],f32>
    return %1 : !torch.vtensor<[6],f32>
  }
}

