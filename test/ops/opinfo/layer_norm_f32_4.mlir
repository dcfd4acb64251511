module {
  func.func @main(%arg0: !torch.vtensor<[0,1],f32>, %arg1: !torch.vtensor<[1],f32>, %arg2: !torch.vtensor<[1],f32>) -> !torch.vtensor<[0,1],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %1 = torch.aten.layer_norm %arg0, %0, %arg1, %arg2, %float1.000000e-05, %false : !torch.vtensor<[0,1],f32>, !torch.list<int>, !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>, !torch.float, !torch.bool -> !torch.vtensor<[0,1],f32>
    return %1 : !torch.vtensor<[0,1],f32>
  }
}

