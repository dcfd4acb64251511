module {
  func.func @main(%arg0: !torch.vtensor<[3,3],i1>) -> !torch.vtensor<[2,2],i1> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.aten.as_strided %arg0, %0, %1, %int0 : !torch.vtensor<[3,3],i1>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,2],i1>
    return %2 : !torch.vtensor<[2,2],i1>
  }
}

