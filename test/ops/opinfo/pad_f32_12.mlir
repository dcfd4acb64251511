module {
  func.func @main(%arg0: !torch.vtensor<[1,3],f32>) -> !torch.vtensor<[1,6],f32> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "replicate"
    %none = torch.constant.none
    %1 = torch.aten.pad %arg0, %0, %str, %none : !torch.vtensor<[1,3],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,6],f32>
    return %1 : !torch.vtensor<[1,6],f32>
  }
}

