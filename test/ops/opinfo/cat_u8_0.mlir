module {
  func.func @main(%arg0: !torch.vtensor<[5,5],ui8>, %arg1: !torch.vtensor<[5,5],ui8>) -> !torch.vtensor<[5,10],ui8> {
    %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[5,5],ui8>, !torch.vtensor<[5,5],ui8>) -> !torch.list<vtensor>
    %int-1 = torch.constant.int -1
    %1 = torch.aten.cat %0, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[5,10],ui8>
    return %1 : !torch.vtensor<[5,10],ui8>
  }
}

