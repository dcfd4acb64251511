module {
  func.func @main(%arg0: !torch.vtensor<[3,7,5],f32>) -> !torch.vtensor<[1,7,1],f32> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.sum.dim_IntList %arg0, %0, %true, %none : !torch.vtensor<[3,7,5],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,7,1],f32>
    %int-1 = torch.constant.int -1
    %2 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.amax %arg0, %2, %true : !torch.vtensor<[3,7,5],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,7,1],f32>
    %4 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.sum.dim_IntList %3, %4, %true, %none : !torch.vtensor<[3,7,1],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,7,1],f32>
    %int1 = torch.constant.int 1
    %6 = torch.aten.add.Tensor %1, %5, %int1 : !torch.vtensor<[1,7,1],f32>, !torch.vtensor<[1,7,1],f32>, !torch.int -> !torch.vtensor<[1,7,1],f32>
    return %6 : !torch.vtensor<[1,7,1],f32>
  }
}

