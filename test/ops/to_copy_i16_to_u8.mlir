module {
  func.func @main(%arg0: !torch.vtensor<[5,7],si16>) -> !torch.vtensor<[5,7],ui8> {
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int0, %none, %none, %none, %false, %none : !torch.vtensor<[5,7],si16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,7],ui8>
    return %0 : !torch.vtensor<[5,7],ui8>
  }
}

