module {
  func.func @main(%arg0: !torch.vtensor<[],si8>) -> !torch.vtensor<[],i1> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.any.dim %arg0, %int-1, %false : !torch.vtensor<[],si8>, !torch.int, !torch.bool -> !torch.vtensor<[],i1>
    return %0 : !torch.vtensor<[],i1>
  }
}

