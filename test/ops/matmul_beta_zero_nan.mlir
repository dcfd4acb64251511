module {
  func.func @main(%arg0: !torch.vtensor<[5,4],f32>, %arg1: !torch.vtensor<[5,6],f32>, %arg2: !torch.vtensor<[6,4],f32>, %arg3: !torch.vtensor<[2,5,4],f32>, %arg4: !torch.vtensor<[2,5,6],f32>, %arg5: !torch.vtensor<[2,6,4],f32>) -> !torch.vtensor<[5,4],f32> {
    %float0.000000e2B00 = torch.constant.float 0.000000e+00
    %int1 = torch.constant.int 1
    %0 = torch.aten.addmm %arg0, %arg1, %arg2, %float0.000000e2B00, %int1 : !torch.vtensor<[5,4],f32>, !torch.vtensor<[5,6],f32>, !torch.vtensor<[6,4],f32>, !torch.float, !torch.int -> !torch.vtensor<[5,4],f32>
    %int0 = torch.constant.int 0
    %1 = torch.aten.baddbmm %arg3, %arg4, %arg5, %int0, %int1 : !torch.vtensor<[2,5,4],f32>, !torch.vtensor<[2,5,6],f32>, !torch.vtensor<[2,6,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,5,4],f32>
    %2 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %3 = torch.aten.sum.dim_IntList %1, %2, %false, %none : !torch.vtensor<[2,5,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[5,4],f32>
    %4 = torch.aten.add.Tensor %0, %3, %int1 : !torch.vtensor<[5,4],f32>, !torch.vtensor<[5,4],f32>, !torch.int -> !torch.vtensor<[5,4],f32>
    return %4 : !torch.vtensor<[5,4],f32>
  }
}

