module {
  func.func @main(%arg0: !torch.vtensor<[5,1,6],f32>, %arg1: !torch.vtensor<[4,1],f32>) -> !torch.vtensor<[5,4,6],f32> {
    %0 = torch.aten.gt.Tensor %arg0, %arg1 : !torch.vtensor<[5,1,6],f32>, !torch.vtensor<[4,1],f32> -> !torch.vtensor<[5,4,6],i1>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1 = torch.aten.ne.Scalar %arg0, %float5.000000e-01 : !torch.vtensor<[5,1,6],f32>, !torch.float -> !torch.vtensor<[5,1,6],i1>
    %2 = torch.aten.logical_and %0, %1 : !torch.vtensor<[5,4,6],i1>, !torch.vtensor<[5,1,6],i1> -> !torch.vtensor<[5,4,6],i1>
    %int2 = torch.constant.int 2
    %3 = torch.aten.mul.Scalar %arg1, %int2 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %4 = torch.aten.where.self %2, %arg0, %3 : !torch.vtensor<[5,4,6],i1>, !torch.vtensor<[5,1,6],f32>, !torch.vtensor<[4,1],f32> -> !torch.vtensor<[5,4,6],f32>
    %float2.500000e-01 = torch.constant.float 2.500000e-01
    %5 = torch.aten.le.Scalar %arg0, %float2.500000e-01 : !torch.vtensor<[5,1,6],f32>, !torch.float -> !torch.vtensor<[5,1,6],i1>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %6 = torch.aten._to_copy %5, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[5,1,6],i1>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,1,6],f32>
    %int1 = torch.constant.int 1
    %7 = torch.aten.add.Tensor %4, %6, %int1 : !torch.vtensor<[5,4,6],f32>, !torch.vtensor<[5,1,6],f32>, !torch.int -> !torch.vtensor<[5,4,6],f32>
    return %7 : !torch.vtensor<[5,4,6],f32>
  }
}

