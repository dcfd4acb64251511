module {
  func.func @main(%arg0: !torch.vtensor<[1,1,1,1],i1>) -> !torch.vtensor<[1,1,1],i1> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.squeeze.dim %arg0, %int0 : !torch.vtensor<[1,1,1,1],i1>, !torch.int -> !torch.vtensor<[1,1,1],i1>
    return %0 : !torch.vtensor<[1,1,1],i1>
  }
}

