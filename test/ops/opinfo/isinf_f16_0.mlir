module {
  func.func @main(%arg0: !torch.vtensor<[20,20],f16>) -> !torch.vtensor<[20,20],i1> {
    %0 = torch.aten.isinf %arg0 : !torch.vtensor<[20,20],f16> -> !torch.vtensor<[20,20],i1>
    return %0 : !torch.vtensor<[20,20],i1>
  }
}

