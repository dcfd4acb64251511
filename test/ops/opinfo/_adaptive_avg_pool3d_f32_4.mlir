module {
  func.func @main(%arg0: !torch.vtensor<[3,3,8,8,6],f32>) -> !torch.vtensor<[3,3,5,7,6],f32> {
    %int5 = torch.constant.int 5
    %int7 = torch.constant.int 7
    %int6 = torch.constant.int 6
    %0 = torch.prim.ListConstruct %int5, %int7, %int6 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten._adaptive_avg_pool3d %arg0, %0 : !torch.vtensor<[3,3,8,8,6],f32>, !torch.list<int> -> !torch.vtensor<[3,3,5,7,6],f32>
    return %1 : !torch.vtensor<[3,3,5,7,6],f32>
  }
}

