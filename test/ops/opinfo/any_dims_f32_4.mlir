module {
  func.func @main(%arg0: !torch.vtensor<[3,2,1,2],f32>) -> !torch.vtensor<[],i1> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int0, %int1, %int2, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.any.dims %arg0, %0, %false : !torch.vtensor<[3,2,1,2],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],i1>
    return %1 : !torch.vtensor<[],i1>
  }
}

