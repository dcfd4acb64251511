module {
  func.func @main(%arg0: !torch.vtensor<[4],si32>) -> !torch.vtensor<[4],si32> {
    %int3 = torch.constant.int 3
    %0 = torch.aten.mul.Scalar %arg0, %int3 : !torch.vtensor<[4],si32>, !torch.int -> !torch.vtensor<[4],si32>
    %int7 = torch.constant.int 7
    %int1 = torch.constant.int 1
    %1 = torch.aten.add.Scalar %0, %int7, %int1 : !torch.vtensor<[4],si32>, !torch.int, !torch.int -> !torch.vtensor<[4],si32>
    return %1 : !torch.vtensor<[4],si32>
  }
}

