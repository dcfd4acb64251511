module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %none = torch.constant.none
    %0 = torch.aten.clone %arg0, %none : !torch.vtensor<[],ui8>, !torch.none -> !torch.vtensor<[],ui8>
    return %0 : !torch.vtensor<[],ui8>
  }
}

