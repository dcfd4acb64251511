module {
  func.func @main(%arg0: !torch.vtensor<[20,20],si8>) -> !torch.vtensor<[20,20],i1> {
    %0 = torch.aten.isnan %arg0 : !torch.vtensor<[20,20],si8> -> !torch.vtensor<[20,20],i1>
    return %0 : !torch.vtensor<[20,20],i1>
  }
}

