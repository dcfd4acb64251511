module {
  func.func @main(%arg0: !torch.vtensor<[0,8,8,8,8],f32>) -> !torch.vtensor<[0,8,5,7,4],f32> {
    %int5 = torch.constant.int 5
    %int7 = torch.constant.int 7
    %int4 = torch.constant.int 4
    %0 = torch.prim.ListConstruct %int5, %int7, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten._adaptive_avg_pool3d %arg0, %0 : !torch.vtensor<[0,8,8,8,8],f32>, !torch.list<int> -> !torch.vtensor<[0,8,5,7,4],f32>
    return %1 : !torch.vtensor<[0,8,5,7,4],f32>
  }
}

