module {
  func.func @main(%arg0: !torch.vtensor<[],si16>, %arg1: !torch.vtensor<[],si16>) -> !torch.vtensor<[],si16> {
    %0 = torch.aten.bitwise_right_shift.Tensor %arg0, %arg1 : !torch.vtensor<[],si16>, !torch.vtensor<[],si16> -> !torch.vtensor<[],si16>
    return %0 : !torch.vtensor<[],si16>
  }
}

