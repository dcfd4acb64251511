module {
  func.func @main(%arg0: !torch.vtensor<[40,3,30],f32>) -> !torch.vtensor<[3],f32> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.mean.dim %arg0, %0, %false, %none : !torch.vtensor<[40,3,30],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3],f32>
    return %1 : !torch.vtensor<[3],f32>
  }
}

