module {
  func.func @main(%arg0: !torch.vtensor<[3,5],f32>, %arg1: !torch.vtensor<[1],f32>) -> !torch.vtensor<[3,5],f32> {
    %0 = torch.operator "torch.aten._local_scalar_dense"(%arg1) : (!torch.vtensor<[1],f32>) -> !torch.float
    %1 = torch.aten.mul.Scalar %arg0, %0 : !torch.vtensor<[3,5],f32>, !torch.float -> !torch.vtensor<[3,5],f32>
    %int1 = torch.constant.int 1
    %2 = torch.aten.add.Scalar %1, %0, %int1 : !torch.vtensor<[3,5],f32>, !torch.float, !torch.int -> !torch.vtensor<[3,5],f32>
    return %2 : !torch.vtensor<[3,5],f32>
  }
}

