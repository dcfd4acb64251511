module {
  func.func @main(%arg0: !torch.vtensor<[1,3],i1>) -> !torch.vtensor<[1,6],i1> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "constant"
    %float1.000000e2B00 = torch.constant.float 1.000000e+00
    %1 = torch.aten.pad %arg0, %0, %str, %float1.000000e2B00 : !torch.vtensor<[1,3],i1>, !torch.list<int>, !torch.str, !torch.float -> !torch.vtensor<[1,6],i1>
    return %1 : !torch.vtensor<[1,6],i1>
  }
}

