module {
  func.func @main(%arg0: !torch.vtensor<[3,5,4],si8>) -> !torch.vtensor<[1,5,1],si8> {
    %int-1 = torch.constant.int -1
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int-1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %1 = torch.aten.amax %arg0, %0, %true : !torch.vtensor<[3,5,4],si8>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,5,1],si8>
    return %1 : !torch.vtensor<[1,5,1],si8>
  }
}

