module {
  func.func @main(%arg0: !torch.vtensor<[3,5,7],f32>, %arg1: !torch.vtensor<[5,7],f32>, %arg2: !torch.vtensor<[5,7],f32>, %arg3: !torch.vtensor<[4,1000],f32>) -> (!torch.vtensor<[3,5,7],f32>, !torch.vtensor<[3,1,1],f32>, !torch.vtensor<[3,1,1],f32>, !torch.vtensor<[3,5,7],f32>, !torch.vtensor<[3,5,1],f32>, !torch.vtensor<[3,5,1],f32>, !torch.vtensor<[4,1000],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,1],f32>) {
    %int5 = torch.constant.int 5
    %int7 = torch.constant.int 7
    %0 = torch.prim.ListConstruct %int5, %int7 : (!torch.int, !torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %result0, %result1, %result2 = torch.aten.native_layer_norm %arg0, %0, %arg1, %arg2, %float1.000000e-05 : !torch.vtensor<[3,5,7],f32>, !torch.list<int>, !torch.vtensor<[5,7],f32>, !torch.vtensor<[5,7],f32>, !torch.float -> !torch.vtensor<[3,5,7],f32>, !torch.vtensor<[3,1,1],f32>, !torch.vtensor<[3,1,1],f32>
    %1 = torch.prim.ListConstruct %int7 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %float1.000000e-03 = torch.constant.float 1.000000e-03
    %result0_0, %result1_1, %result2_2 = torch.aten.native_layer_norm %arg0, %1, %none, %none, %float1.000000e-03 : !torch.vtensor<[3,5,7],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float -> !torch.vtensor<[3,5,7],f32>, !torch.vtensor<[3,5,1],f32>, !torch.vtensor<[3,5,1],f32>
    %int1000 = torch.constant.int 1000
    %2 = torch.prim.ListConstruct %int1000 : (!torch.int) -> !torch.list<int>
    %result0_3, %result1_4, %result2_5 = torch.aten.native_layer_norm %arg3, %2, %none, %none, %float1.000000e-05 : !torch.vtensor<[4,1000],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float -> !torch.vtensor<[4,1000],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,1],f32>
    return %result0, %result1, %result2, %result0_0, %result1_1, %result2_2, %result0_3, %result1_4, %result2_5 : !torch.vtensor<[3,5,7],f32>, !torch.vtensor<[3,1,1],f32>, !torch.vtensor<[3,1,1],f32>, !torch.vtensor<[3,5,7],f32>, !torch.vtensor<[3,5,1],f32>, !torch.vtensor<[3,5,1],f32>, !torch.vtensor<[4,1000],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[4,1],f32>
  }
}

