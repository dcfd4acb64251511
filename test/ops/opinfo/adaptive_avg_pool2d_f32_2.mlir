module {
  func.func @main(%arg0: !torch.vtensor<[2,8,8,8],f32>) -> !torch.vtensor<[2,8,8,7],f32> {
    %int8 = torch.constant.int 8
    %int7 = torch.constant.int 7
    %0 = torch.prim.ListConstruct %int8, %int7 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool2d %arg0, %0 : !torch.vtensor<[2,8,8,8],f32>, !torch.list<int> -> !torch.vtensor<[2,8,8,7],f32>
    return %1 : !torch.vtensor<[2,8,8,7],f32>
  }
}

