module {
  func.func @main(%arg0: !torch.vtensor<[10,10],i1>, %arg1: !torch.vtensor<[10,10],i1>, %arg2: !torch.vtensor<[10,10],i1>) -> !torch.vtensor<[10,10],i1> {
    %0 = torch.aten.where.self %arg1, %arg0, %arg2 : !torch.vtensor<[10,10],i1>, !torch.vtensor<[10,10],i1>, !torch.vtensor<[10,10],i1> -> !torch.vtensor<[10,10],i1>
    return %0 : !torch.vtensor<[10,10],i1>
  }
}

