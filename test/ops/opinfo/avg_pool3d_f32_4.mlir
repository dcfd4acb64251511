module {
  func.func @main(%arg0: !torch.vtensor<[1,1,7,5,7],f32>) -> !torch.vtensor<[1,1,4,2,2],f32> {
    %int6 = torch.constant.int 6
    %int3 = torch.constant.int 3
    %int4 = torch.constant.int 4
    %0 = torch.prim.ListConstruct %int6, %int3, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int3, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int3, %int1, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %3 = torch.aten.avg_pool3d %arg0, %0, %1, %2, %false, %false, %int2 : !torch.vtensor<[1,1,7,5,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[1,1,4,2,2],f32>
    return %3 : !torch.vtensor<[1,1,4,2,2],f32>
  }
}

