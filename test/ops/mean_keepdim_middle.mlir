module {
  func.func @main(%arg0: !torch.vtensor<[3,13,4],f32>) -> !torch.vtensor<[3,1,4],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.mean.dim %arg0, %0, %true, %none : !torch.vtensor<[3,13,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3,1,4],f32>
    return %1 : !torch.vtensor<[3,1,4],f32>
  }
}

