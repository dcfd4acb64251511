module {
  func.func @main(%arg0: !torch.vtensor<[1],si16>) -> !torch.vtensor<[1],si16> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.aten.as_strided %arg0, %0, %1, %int0 : !torch.vtensor<[1],si16>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1],si16>
    return %2 : !torch.vtensor<[1],si16>
  }
}

