module {
  func.func @main(%arg0: !torch.vtensor<[5],si64>, %arg1: !torch.vtensor<[],si64>) -> !torch.vtensor<[5],si64> {
    %0 = torch.aten.bitwise_left_shift.Tensor %arg0, %arg1 : !torch.vtensor<[5],si64>, !torch.vtensor<[],si64> -> !torch.vtensor<[5],si64>
    return %0 : !torch.vtensor<[5],si64>
  }
}

