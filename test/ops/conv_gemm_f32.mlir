module {
  func.func @main(%arg0: !torch.vtensor<[2,6,9,11],f32>, %arg1: !torch.vtensor<[20,3,3,2],f32>, %arg2: !torch.vtensor<[20],f32>, %arg3: !torch.vtensor<[1,40,13,13],f32>, %arg4: !torch.vtensor<[36,40,1,1],f32>) -> (!torch.vtensor<[2,20,5,13],f32>, !torch.vtensor<[1,36,13,13],f32>) {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %3 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.convolution %arg0, %arg1, %arg2, %0, %1, %2, %false, %3, %int2 : !torch.vtensor<[2,6,9,11],f32>, !torch.vtensor<[20,3,3,2],f32>, !torch.vtensor<[20],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,20,5,13],f32>
    %none = torch.constant.none
    %5 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %6 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.convolution %arg3, %arg4, %none, %5, %6, %7, %false, %8, %int1 : !torch.vtensor<[1,40,13,13],f32>, !torch.vtensor<[36,40,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,36,13,13],f32>
    return %4, %9 : !torch.vtensor<[2,20,5,13],f32>, !torch.vtensor<[1,36,13,13],f32>
  }
}

