module {
  func.func @main(%arg0: !torch.vtensor<[1,3,3],ui8>) -> !torch.vtensor<[1,3,7],ui8> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "constant"
    %none = torch.constant.none
    %1 = torch.aten.pad %arg0, %0, %str, %none : !torch.vtensor<[1,3,3],ui8>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,3,7],ui8>
    return %1 : !torch.vtensor<[1,3,7],ui8>
  }
}

