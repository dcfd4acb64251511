module {
  func.func @main(%arg0: !torch.vtensor<[4,3],si32>, %arg1: !torch.vtensor<[],si64>) -> !torch.vtensor<[4,3],si32> {
    %0 = torch.operator "torch.aten._local_scalar_dense"(%arg1) : (!torch.vtensor<[],si64>) -> !torch.int
    %int1 = torch.constant.int 1
    %1 = torch.aten.sub.Scalar %arg0, %0, %int1 : !torch.vtensor<[4,3],si32>, !torch.int, !torch.int -> !torch.vtensor<[4,3],si32>
    %2 = torch.aten.mul.Scalar %1, %0 : !torch.vtensor<[4,3],si32>, !torch.int -> !torch.vtensor<[4,3],si32>
    return %2 : !torch.vtensor<[4,3],si32>
  }
}

