module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[0],ui8> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[],ui8>, !torch.list<int> -> !torch.vtensor<[0],ui8>
    return %1 : !torch.vtensor<[0],ui8>
  }
}

