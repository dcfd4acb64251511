module {
  func.func @main(%arg0: !torch.vtensor<[2],si64>) -> !torch.vtensor<[],i1> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.any.dims %arg0, %0, %false : !torch.vtensor<[2],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],i1>
    return %1 : !torch.vtensor<[],i1>
  }
}

