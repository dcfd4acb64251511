module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>, %arg1: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],i1> {
    %0 = torch.aten.ge.Tensor %arg0, %arg1 : !torch.vtensor<[],ui8>, !torch.vtensor<[],ui8> -> !torch.vtensor<[],i1>
    return %0 : !torch.vtensor<[],i1>
  }
}

