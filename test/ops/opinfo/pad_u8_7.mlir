module {
  func.func @main(%arg0: !torch.vtensor<[0,3,3],ui8>) -> !torch.vtensor<[0,3,4],ui8> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "circular"
    %none = torch.constant.none
    %1 = torch.aten.pad %arg0, %0, %str, %none : !torch.vtensor<[0,3,3],ui8>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[0,3,4],ui8>
    return %1 : !torch.vtensor<[0,3,4],ui8>
  }
}

