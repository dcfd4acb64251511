module {
  func.func @main(%arg0: !torch.vtensor<[2,3,9,7],si32>) -> !torch.vtensor<[2,3,5,4],f32> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %result0, %result1 = torch.aten.max_pool2d_with_indices %arg0, %0, %1, %2, %3, %false : !torch.vtensor<[2,3,9,7],si32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,5,4],si32>, !torch.vtensor<[2,3,5,4],si64>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %4 = torch.aten._to_copy %result0, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[2,3,5,4],si32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,3,5,4],f32>
    %int1000 = torch.constant.int 1000
    %5 = torch.aten.mul.Scalar %4, %int1000 : !torch.vtensor<[2,3,5,4],f32>, !torch.int -> !torch.vtensor<[2,3,5,4],f32>
    %6 = torch.aten.add.Tensor %5, %result1, %int1 : !torch.vtensor<[2,3,5,4],f32>, !torch.vtensor<[2,3,5,4],si64>, !torch.int -> !torch.vtensor<[2,3,5,4],f32>
    return %6 : !torch.vtensor<[2,3,5,4],f32>
  }
}

