module {
  func.func @main(%arg0: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[1,1],i1> {
    %int0 = torch.constant.int 0
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int0, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %1 = torch.aten.any.dims %arg0, %0, %true : !torch.vtensor<[3,5],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,1],i1>
    return %1 : !torch.vtensor<[1,1],i1>
  }
}

