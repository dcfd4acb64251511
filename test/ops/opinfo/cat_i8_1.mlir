module {
  func.func @main(%arg0: !torch.vtensor<[5,5],si8>, %arg1: !torch.vtensor<[5,5],si8>) -> !torch.vtensor<[5,10],si8> {
    %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[5,5],si8>, !torch.vtensor<[5,5],si8>) -> !torch.list<vtensor>
    %int1 = torch.constant.int 1
    %1 = torch.aten.cat %0, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[5,10],si8>
    return %1 : !torch.vtensor<[5,10],si8>
  }
}

