module {
  func.func @main(%arg0: !torch.vtensor<[],i1>) -> !torch.vtensor<[],i1> {
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %0 = torch.aten.any.dim %arg0, %int0, %true : !torch.vtensor<[],i1>, !torch.int, !torch.bool -> !torch.vtensor<[],i1>
    return %0 : !torch.vtensor<[],i1>
  }
}

