module {
  func.func @main(%arg0: !torch.vtensor<[5,1,5,1],f16>) -> !torch.vtensor<[5,5,1],f16> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %1 = torch.operator "torch.aten.squeeze.dims"(%arg0, %0) : (!torch.vtensor<[5,1,5,1],f16>, !torch.list<int>) -> !torch.vtensor<[5,5,1],f16>
    return %1 : !torch.vtensor<[5,5,1],f16>
  }
}

