module {
  func.func @main(%arg0: !torch.vtensor<[5,5],i1>) -> !torch.vtensor<[5,5],i1> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.zeros_like %arg0, %none, %none, %none, %false, %none : !torch.vtensor<[5,5],i1>, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,5],i1>
    return %0 : !torch.vtensor<[5,5],i1>
  }
}

