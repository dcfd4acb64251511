module {
  func.func @main(%arg0: !torch.vtensor<[1,2,3,4],i1>) -> !torch.vtensor<[1,3,4,2],i1> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int0, %int2, %int3, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %arg0, %0 : !torch.vtensor<[1,2,3,4],i1>, !torch.list<int> -> !torch.vtensor<[1,3,4,2],i1>
    return %1 : !torch.vtensor<[1,3,4,2],i1>
  }
}

