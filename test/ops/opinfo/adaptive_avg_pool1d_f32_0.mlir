module {
  func.func @main(%arg0: !torch.vtensor<[0,8,8],f32>) -> !torch.vtensor<[0,8,5],f32> {
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int5 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool1d %arg0, %0 : !torch.vtensor<[0,8,8],f32>, !torch.list<int> -> !torch.vtensor<[0,8,5],f32>
    return %1 : !torch.vtensor<[0,8,5],f32>
  }
}

