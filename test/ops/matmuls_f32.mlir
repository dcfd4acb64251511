module {
  func.func @main(%arg0: !torch.vtensor<[5,6],f32>, %arg1: !torch.vtensor<[6,3],f32>, %arg2: !torch.vtensor<[2,5,6],f32>, %arg3: !torch.vtensor<[3],f32>) -> !torch.vtensor<[5,3],f32> {
    %float2.000000e2B00 = torch.constant.float 2.000000e+00
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %0 = torch.aten.addmm %arg3, %arg0, %arg1, %float2.000000e2B00, %float5.000000e-01 : !torch.vtensor<[3],f32>, !torch.vtensor<[5,6],f32>, !torch.vtensor<[6,3],f32>, !torch.float, !torch.float -> !torch.vtensor<[5,3],f32>
    %int0 = torch.constant.int 0
    %1 = torch.aten.unsqueeze %arg1, %int0 : !torch.vtensor<[6,3],f32>, !torch.int -> !torch.vtensor<[1,6,3],f32>
    %int2 = torch.constant.int 2
    %int-1 = torch.constant.int -1
    %2 = torch.prim.ListConstruct %int2, %int-1, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %3 = torch.aten.expand %1, %2, %false : !torch.vtensor<[1,6,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,6,3],f32>
    %4 = torch.aten.bmm %arg2, %3 : !torch.vtensor<[2,5,6],f32>, !torch.vtensor<[2,6,3],f32> -> !torch.vtensor<[2,5,3],f32>
    %5 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %6 = torch.aten.sum.dim_IntList %4, %5, %false, %none : !torch.vtensor<[2,5,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[5,3],f32>
    %int1 = torch.constant.int 1
    %7 = torch.aten.add.Tensor %0, %6, %int1 : !torch.vtensor<[5,3],f32>, !torch.vtensor<[5,3],f32>, !torch.int -> !torch.vtensor<[5,3],f32>
    return %7 : !torch.vtensor<[5,3],f32>
  }
}

