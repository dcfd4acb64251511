module {
  func.func @main(%arg0: !torch.vtensor<[5,5],ui8>) -> !torch.vtensor<[5,5],ui8> {
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %int1, %none, %none, %none, %false, %none : !torch.vtensor<[5,5],ui8>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,5],ui8>
    return %0 : !torch.vtensor<[5,5],ui8>
  }
}

