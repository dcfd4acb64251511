module {
  func.func @main(%arg0: !torch.vtensor<[],i1>) -> !torch.vtensor<[1],i1> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.aten.unfold %arg0, %int0, %int1, %int1 : !torch.vtensor<[],i1>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1],i1>
    return %0 : !torch.vtensor<[1],i1>
  }
}

