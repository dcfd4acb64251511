module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_zeros %arg0, %0, %none, %none, %none, %false : !torch.vtensor<[],ui8>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],ui8>
    return %1 : !torch.vtensor<[],ui8>
  }
}

