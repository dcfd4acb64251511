module {
  func.func @main(%arg0: !torch.vtensor<[],si32>, %arg1: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
    %0 = torch.aten.bitwise_left_shift.Tensor %arg0, %arg1 : !torch.vtensor<[],si32>, !torch.vtensor<[],si32> -> !torch.vtensor<[],si32>
    return %0 : !torch.vtensor<[],si32>
  }
}

