module {
  func.func @main(%arg0: !torch.vtensor<[2,3,2,3],f32>) -> !torch.vtensor<[2,3,4,6],f32> {
    %none = torch.constant.none
    %float2.000000e2B00 = torch.constant.float 2.000000e+00
    %0 = torch.prim.ListConstruct %float2.000000e2B00, %float2.000000e2B00 : (!torch.float, !torch.float) -> !torch.list<float>
    %1 = torch.aten.upsample_nearest2d.vec %arg0, %none, %0 : !torch.vtensor<[2,3,2,3],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[2,3,4,6],f32>
    %2 = torch.aten.alias %1 : !torch.vtensor<[2,3,4,6],f32> -> !torch.vtensor<[2,3,4,6],f32>
    %int4 = torch.constant.int 4
    %int9 = torch.constant.int 9
    %3 = torch.prim.ListConstruct %int4, %int9 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.upsample_nearest2d.vec %arg0, %3, %none : !torch.vtensor<[2,3,2,3],f32>, !torch.list<int>, !torch.none -> !torch.vtensor<[2,3,4,9],f32>
    %int3 = torch.constant.int 3
    %int0 = torch.constant.int 0
    %int6 = torch.constant.int 6
    %int1 = torch.constant.int 1
    %5 = torch.aten.slice.Tensor %4, %int3, %int0, %int6, %int1 : !torch.vtensor<[2,3,4,9],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,4,6],f32>
    %6 = torch.aten.add.Tensor %2, %5, %int1 : !torch.vtensor<[2,3,4,6],f32>, !torch.vtensor<[2,3,4,6],f32>, !torch.int -> !torch.vtensor<[2,3,4,6],f32>
    return %6 : !torch.vtensor<[2,3,4,6],f32>
  }
}

