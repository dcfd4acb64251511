module {
  func.func @main(%arg0: !torch.vtensor<[600,3],ui8>) -> !torch.vtensor<[3],ui8> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.amax %arg0, %0, %false : !torch.vtensor<[600,3],ui8>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3],ui8>
    %2 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.amin %arg0, %2, %false : !torch.vtensor<[600,3],ui8>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3],ui8>
    %int1 = torch.constant.int 1
    %4 = torch.aten.add.Tensor %1, %3, %int1 : !torch.vtensor<[3],ui8>, !torch.vtensor<[3],ui8>, !torch.int -> !torch.vtensor<[3],ui8>
    return %4 : !torch.vtensor<[3],ui8>
  }
}

