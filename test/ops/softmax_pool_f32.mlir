module {
  func.func @main(%arg0: !torch.vtensor<[2,3,6,5],f32>) -> !torch.vtensor<[2,3,6,5],f32> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten._softmax %arg0, %int-1, %false : !torch.vtensor<[2,3,6,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,3,6,5],f32>
    %int1 = torch.constant.int 1
    %1 = torch.aten._log_softmax %arg0, %int1, %false : !torch.vtensor<[2,3,6,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,3,6,5],f32>
    %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[2,3,6,5],f32>, !torch.vtensor<[2,3,6,5],f32>, !torch.int -> !torch.vtensor<[2,3,6,5],f32>
    %int3 = torch.constant.int 3
    %int5 = torch.constant.int 5
    %3 = torch.prim.ListConstruct %int3, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten._adaptive_avg_pool2d %arg0, %3 : !torch.vtensor<[2,3,6,5],f32>, !torch.list<int> -> !torch.vtensor<[2,3,3,5],f32>
    %int2 = torch.constant.int 2
    %5 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %6 = torch.aten.mean.dim %4, %5, %true, %none : !torch.vtensor<[2,3,3,5],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,1,1],f32>
    %7 = torch.aten.add.Tensor %2, %6, %int1 : !torch.vtensor<[2,3,6,5],f32>, !torch.vtensor<[2,3,1,1],f32>, !torch.int -> !torch.vtensor<[2,3,6,5],f32>
    return %7 : !torch.vtensor<[2,3,6,5],f32>
  }
}

