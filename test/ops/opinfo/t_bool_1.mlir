module {
  func.func @main(%arg0: !torch.vtensor<[2],i1>) -> !torch.vtensor<[2],i1> {
    %0 = torch.aten.t %arg0 : !torch.vtensor<[2],i1> -> !torch.vtensor<[2],i1>
    return %0 : !torch.vtensor<[2],i1>
  }
}

