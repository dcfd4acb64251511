module {
  func.func @main(%arg0: !torch.vtensor<[5,5],si16>, %arg1: !torch.vtensor<[5,5],si16>) -> !torch.vtensor<[5,10],si16> {
    %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[5,5],si16>, !torch.vtensor<[5,5],si16>) -> !torch.list<vtensor>
    %int-1 = torch.constant.int -1
    %1 = torch.aten.cat %0, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[5,10],si16>
    return %1 : !torch.vtensor<[5,10],si16>
  }
}

