module {
  func.func @main(%arg0: !torch.vtensor<[5],ui8>, %arg1: !torch.vtensor<[2,0],ui8>) -> !torch.vtensor<[2,0],ui8> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.aten.gather %arg0, %int0, %arg1, %false : !torch.vtensor<[5],ui8>, !torch.int, !torch.vtensor<[2,0],ui8>, !torch.bool -> !torch.vtensor<[2,0],ui8>
    return %0 : !torch.vtensor<[2,0],ui8>
  }
}

