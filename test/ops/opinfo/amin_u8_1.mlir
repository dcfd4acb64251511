module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %1 = torch.aten.amin %arg0, %0, %true : !torch.vtensor<[],ui8>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],ui8>
    return %1 : !torch.vtensor<[],ui8>
  }
}

