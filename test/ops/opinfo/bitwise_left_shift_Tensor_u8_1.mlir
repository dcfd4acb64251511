module {
  func.func @main(%arg0: !torch.vtensor<[5],ui8>, %arg1: !torch.vtensor<[],ui8>) -> !torch.vtensor<[5],ui8> {
    %0 = torch.aten.bitwise_left_shift.Tensor %arg0, %arg1 : !torch.vtensor<[5],ui8>, !torch.vtensor<[],ui8> -> !torch.vtensor<[5],ui8>
    return %0 : !torch.vtensor<[5],ui8>
  }
}

