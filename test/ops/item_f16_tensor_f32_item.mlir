module {
  func.func @main(%arg0: !torch.vtensor<[7],f16>, %arg1: !torch.vtensor<[3],f32>) -> !torch.vtensor<[7],f16> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.sum.dim_IntList %arg1, %0, %false, %none : !torch.vtensor<[3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
    %2 = torch.operator "torch.aten._local_scalar_dense"(%1) : (!torch.vtensor<[],f32>) -> !torch.float
    %int1 = torch.constant.int 1
    %3 = torch.aten.add.Scalar %arg0, %2, %int1 : !torch.vtensor<[7],f16>, !torch.float, !torch.int -> !torch.vtensor<[7],f16>
    return %3 : !torch.vtensor<[7],f16>
  }
}

