module {
  func.func @main(%arg0: !torch.vtensor<[1,0,3],si64>) -> !torch.vtensor<[1,0,3],i1> {
    %0 = torch.aten.logical_not %arg0 : !torch.vtensor<[1,0,3],si64> -> !torch.vtensor<[1,0,3],i1>
    return %0 : !torch.vtensor<[1,0,3],i1>
  }
}

