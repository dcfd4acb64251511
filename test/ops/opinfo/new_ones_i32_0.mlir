module {
  func.func @main(%arg0: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_ones %arg0, %0, %none, %none, %none, %false : !torch.vtensor<[],si32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],si32>
    return %1 : !torch.vtensor<[],si32>
  }
}

