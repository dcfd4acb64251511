module {
  func.func @main(%arg0: !torch.vtensor<[5,7],ui8>) -> !torch.vtensor<[5,7],si64> {
    %int4 = torch.constant.int 4
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int4, %none, %none, %none, %false, %none : !torch.vtensor<[5,7],ui8>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,7],si64>
    return %0 : !torch.vtensor<[5,7],si64>
  }
}

