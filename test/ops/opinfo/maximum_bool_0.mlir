module {
  func.func @main(%arg0: !torch.vtensor<[],i1>, %arg1: !torch.vtensor<[],i1>) -> !torch.vtensor<[],i1> {
    %0 = torch.aten.maximum %arg0, %arg1 : !torch.vtensor<[],i1>, !torch.vtensor<[],i1> -> !torch.vtensor<[],i1>
    return %0 : !torch.vtensor<[],i1>
  }
}

