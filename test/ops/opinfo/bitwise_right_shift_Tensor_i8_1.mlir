module {
  func.func @main(%arg0: !torch.vtensor<[5],si8>, %arg1: !torch.vtensor<[],si8>) -> !torch.vtensor<[5],si8> {
    %0 = torch.aten.bitwise_right_shift.Tensor %arg0, %arg1 : !torch.vtensor<[5],si8>, !torch.vtensor<[],si8> -> !torch.vtensor<[5],si8>
    return %0 : !torch.vtensor<[5],si8>
  }
}

