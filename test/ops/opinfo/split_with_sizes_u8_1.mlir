module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],ui8>) -> (!torch.vtensor<[1,5,5],ui8>, !torch.vtensor<[4,5,5],ui8>, !torch.vtensor<[0,5,5],ui8>) {
    %int1 = torch.constant.int 1
    %int4 = torch.constant.int 4
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int1, %int4, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.split_with_sizes %arg0, %0, %int0 : !torch.vtensor<[5,5,5],ui8>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
    %2:3 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[1,5,5],ui8>, !torch.vtensor<[4,5,5],ui8>, !torch.vtensor<[0,5,5],ui8>
    return %2#0, %2#1, %2#2 : !torch.vtensor<[1,5,5],ui8>, !torch.vtensor<[4,5,5],ui8>, !torch.vtensor<[0,5,5],ui8>
  }
}

