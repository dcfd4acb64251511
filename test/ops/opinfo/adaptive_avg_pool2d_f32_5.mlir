module {
  func.func @main(%arg0: !torch.vtensor<[8,4,3],f32>) -> !torch.vtensor<[8,5,3],f32> {
    %int5 = torch.constant.int 5
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int5, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool2d %arg0, %0 : !torch.vtensor<[8,4,3],f32>, !torch.list<int> -> !torch.vtensor<[8,5,3],f32>
    return %1 : !torch.vtensor<[8,5,3],f32>
  }
}

