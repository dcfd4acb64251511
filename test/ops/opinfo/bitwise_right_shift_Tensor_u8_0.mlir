module {
  func.func @main(%arg0: !torch.vtensor<[],ui8>, %arg1: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %0 = torch.aten.bitwise_right_shift.Tensor %arg0, %arg1 : !torch.vtensor<[],ui8>, !torch.vtensor<[],ui8> -> !torch.vtensor<[],ui8>
    return %0 : !torch.vtensor<[],ui8>
  }
}

