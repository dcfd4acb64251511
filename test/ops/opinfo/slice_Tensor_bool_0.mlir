module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],i1>) -> !torch.vtensor<[5,2,5],i1> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int4 = torch.constant.int 4
    %0 = torch.aten.slice.Tensor %arg0, %int1, %int2, %int4, %int1 : !torch.vtensor<[5,5,5],i1>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,2,5],i1>
    return %0 : !torch.vtensor<[5,2,5],i1>
  }
}

