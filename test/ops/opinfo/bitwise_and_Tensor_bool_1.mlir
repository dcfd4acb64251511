module {
  func.func @main(%arg0: !torch.vtensor<[5],i1>, %arg1: !torch.vtensor<[],i1>) -> !torch.vtensor<[5],i1> {
    %0 = torch.aten.bitwise_and.Tensor %arg0, %arg1 : !torch.vtensor<[5],i1>, !torch.vtensor<[],i1> -> !torch.vtensor<[5],i1>
    return %0 : !torch.vtensor<[5],i1>
  }
}

