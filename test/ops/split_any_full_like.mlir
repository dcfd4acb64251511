module {
  func.func @main(%arg0: !torch.vtensor<[4,6,5],f32>) -> !torch.vtensor<[4,3,5],f32> {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int2, %int3, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.split_with_sizes %arg0, %0, %int1 : !torch.vtensor<[4,6,5],f32>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
    %2:3 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[4,2,5],f32>, !torch.vtensor<[4,3,5],f32>, !torch.vtensor<[4,1,5],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %3 = torch.aten.gt.Scalar %2#1, %float5.000000e-01 : !torch.vtensor<[4,3,5],f32>, !torch.float -> !torch.vtensor<[4,3,5],i1>
    %int-1 = torch.constant.int -1
    %true = torch.constant.bool true
    %4 = torch.aten.any.dim %3, %int-1, %true : !torch.vtensor<[4,3,5],i1>, !torch.int, !torch.bool -> !torch.vtensor<[4,3,1],i1>
    %5 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %6 = torch.aten.sum.dim_IntList %2#0, %5, %true, %none : !torch.vtensor<[4,2,5],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4,1,5],f32>
    %float7.000000e2B00 = torch.constant.float 7.000000e+00
    %false = torch.constant.bool false
    %7 = torch.aten.full_like %2#2, %float7.000000e2B00, %none, %none, %none, %false, %none : !torch.vtensor<[4,1,5],f32>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,1,5],f32>
    %8 = torch.aten.where.self %4, %6, %7 : !torch.vtensor<[4,3,1],i1>, !torch.vtensor<[4,1,5],f32>, !torch.vtensor<[4,1,5],f32> -> !torch.vtensor<[4,3,5],f32>
    %9 = torch.aten.add.Tensor %8, %2#2, %int1 : !torch.vtensor<[4,3,5],f32>, !torch.vtensor<[4,1,5],f32>, !torch.int -> !torch.vtensor<[4,3,5],f32>
    return %9 : !torch.vtensor<[4,3,5],f32>
  }
}

