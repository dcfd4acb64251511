module {
  func.func @main(%arg0: !torch.vtensor<[5,5],si16>, %arg1: !torch.vtensor<[5],i1>, %arg2: !torch.vtensor<[5,5],si16>) -> !torch.vtensor<[5,5],si16> {
    %0 = torch.aten.masked_scatter %arg0, %arg1, %arg2 : !torch.vtensor<[5,5],si16>, !torch.vtensor<[5],i1>, !torch.vtensor<[5,5],si16> -> !torch.vtensor<[5,5],si16>
    return %0 : !torch.vtensor<[5,5],si16>
  }
}

