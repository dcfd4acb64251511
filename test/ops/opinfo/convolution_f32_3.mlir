module {
  func.func @main(%arg0: !torch.vtensor<[4,8,8],f32>, %arg1: !torch.vtensor<[2,2,3,3],f32>, %arg2: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2,2,1],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.unsqueeze %arg0, %int0 : !torch.vtensor<[4,8,8],f32>, !torch.int -> !torch.vtensor<[1,4,8,8],f32>
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int4 = torch.constant.int 4
    %3 = torch.prim.ListConstruct %int4, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %4 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.convolution %0, %arg1, %arg2, %1, %2, %3, %false, %4, %int2 : !torch.vtensor<[1,4,8,8],f32>, !torch.vtensor<[2,2,3,3],f32>, !torch.vtensor<[2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,2,2,1],f32>
    %6 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %7 = torch.operator "torch.aten.squeeze.dims"(%5, %6) : (!torch.vtensor<[1,2,2,1],f32>, !torch.list<int>) -> !torch.vtensor<[2,2,1],f32>
    return %7 : !torch.vtensor<[2,2,1],f32>
  }
}

