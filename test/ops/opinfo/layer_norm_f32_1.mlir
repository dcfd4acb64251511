module {
  func.func @main(%arg0: !torch.vtensor<[2,2,3],f32>, %arg1: !torch.vtensor<[2,3],f32>, %arg2: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,2,3],f32> {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %float-5.000000e-01 = torch.constant.float -5.000000e-01
    %false = torch.constant.bool false
    %1 = torch.aten.layer_norm %arg0, %0, %arg1, %arg2, %float-5.000000e-01, %false : !torch.vtensor<[2,2,3],f32>, !torch.list<int>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.float, !torch.bool -> !torch.vtensor<[2,2,3],f32>
    return %1 : !torch.vtensor<[2,2,3],f32>
  }
}

