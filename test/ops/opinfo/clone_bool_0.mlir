module {
  func.func @main(%arg0: !torch.vtensor<[5,10,5],i1>) -> !torch.vtensor<[5,10,5],i1> {
    %none = torch.constant.none
    %0 = torch.aten.clone %arg0, %none : !torch.vtensor<[5,10,5],i1>, !torch.none -> !torch.vtensor<[5,10,5],i1>
    return %0 : !torch.vtensor<[5,10,5],i1>
  }
}

