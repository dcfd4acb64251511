module {
  func.func @main(%arg0: !torch.vtensor<[2,3,7,5],f32>) -> !torch.vtensor<[2,3,3,2],f32> {
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten._adaptive_avg_pool2d %arg0, %0 : !torch.vtensor<[2,3,7,5],f32>, !torch.list<int> -> !torch.vtensor<[2,3,3,2],f32>
    return %1 : !torch.vtensor<[2,3,3,2],f32>
  }
}

