module {
  func.func @main(%arg0: !torch.vtensor<[5],si16>, %arg1: !torch.vtensor<[],si16>) -> !torch.vtensor<[5],i1> {
    %0 = torch.aten.le.Tensor %arg0, %arg1 : !torch.vtensor<[5],si16>, !torch.vtensor<[],si16> -> !torch.vtensor<[5],i1>
    return %0 : !torch.vtensor<[5],i1>
  }
}

