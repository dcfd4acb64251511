module {
  func.func @main(%arg0: !torch.vtensor<[1,8,4,3,7],f32>) -> !torch.vtensor<[1,8,4,3,7],f32> {
    %int4 = torch.constant.int 4
    %int3 = torch.constant.int 3
    %int7 = torch.constant.int 7
    %0 = torch.prim.ListConstruct %int4, %int3, %int7 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten._adaptive_avg_pool3d %arg0, %0 : !torch.vtensor<[1,8,4,3,7],f32>, !torch.list<int> -> !torch.vtensor<[1,8,4,3,7],f32>
    return %1 : !torch.vtensor<[1,8,4,3,7],f32>
  }
}

