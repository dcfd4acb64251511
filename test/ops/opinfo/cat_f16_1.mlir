module {
  func.func @main(%arg0: !torch.vtensor<[5,5],f16>, %arg1: !torch.vtensor<[5,5],f16>) -> !torch.vtensor<[5,10],f16> {
    %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[5,5],f16>, !torch.vtensor<[5,5],f16>) -> !torch.list<vtensor>
    %int1 = torch.constant.int 1
    %1 = torch.aten.cat %0, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[5,10],f16>
    return %1 : !torch.vtensor<[5,10],f16>
  }
}

