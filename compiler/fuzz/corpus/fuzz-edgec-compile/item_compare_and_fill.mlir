module {
  func.func @main(%arg0: !torch.vtensor<[4,6],f32>, %arg1: !torch.vtensor<[],f32>) -> (!torch.vtensor<[4,6],f32>, !torch.vtensor<[4,6],f32>) {
    %0 = torch.operator "torch.aten._local_scalar_dense"(%arg1) : (!torch.vtensor<[],f32>) -> !torch.float
    %1 = torch.aten.gt.Scalar %arg0, %0 : !torch.vtensor<[4,6],f32>, !torch.float -> !torch.vtensor<[4,6],i1>
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %false = torch.constant.bool false
    %int1 = torch.constant.int 1
    %2 = torch.aten.full_like %arg0, %int0, %none, %none, %none, %false, %int1 : !torch.vtensor<[4,6],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[4,6],f32>
    %3 = torch.aten.where.self %1, %arg0, %2 : !torch.vtensor<[4,6],i1>, !torch.vtensor<[4,6],f32>, !torch.vtensor<[4,6],f32> -> !torch.vtensor<[4,6],f32>
    %4 = torch.aten.le.Scalar %arg0, %0 : !torch.vtensor<[4,6],f32>, !torch.float -> !torch.vtensor<[4,6],i1>
    %int6 = torch.constant.int 6
    %cpu = torch.constant.device "cpu"
    %5 = torch.aten.scalar_tensor %0, %int6, %int0, %cpu, %none : !torch.float, !torch.int, !torch.int, !torch.Device, !torch.none -> !torch.vtensor<[],f32>
    %6 = torch.aten.where.self %4, %5, %arg0 : !torch.vtensor<[4,6],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[4,6],f32> -> !torch.vtensor<[4,6],f32>
    return %3, %6 : !torch.vtensor<[4,6],f32>, !torch.vtensor<[4,6],f32>
  }
}

