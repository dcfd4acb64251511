module {
  func.func @main(%arg0: !torch.vtensor<[4,8,8],f32>, %arg1: !torch.vtensor<[2,2,3,3],f32>, %arg2: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2,2,1],f32> {
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int4 = torch.constant.int 4
    %2 = torch.prim.ListConstruct %int4, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.conv2d %arg0, %arg1, %arg2, %0, %1, %2, %int2 : !torch.vtensor<[4,8,8],f32>, !torch.vtensor<[2,2,3,3],f32>, !torch.vtensor<[2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,2,1],f32>
    return %3 : !torch.vtensor<[2,2,1],f32>
  }
}

