module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],ui8>) -> !torch.vtensor<[5,5,5],si64> {
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %0 = torch.aten.cumsum %arg0, %int1, %none : !torch.vtensor<[5,5,5],ui8>, !torch.int, !torch.none -> !torch.vtensor<[5,5,5],si64>
    return %0 : !torch.vtensor<[5,5,5],si64>
  }
}

