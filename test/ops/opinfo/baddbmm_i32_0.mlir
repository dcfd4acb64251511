module {
  func.func @main(%arg0: !torch.vtensor<[5,5,10],si32>, %arg1: !torch.vtensor<[5,5,5],si32>, %arg2: !torch.vtensor<[5,5,10],si32>) -> !torch.vtensor<[5,5,10],si32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.baddbmm %arg0, %arg1, %arg2, %int1, %int1 : !torch.vtensor<[5,5,10],si32>, !torch.vtensor<[5,5,5],si32>, !torch.vtensor<[5,5,10],si32>, !torch.int, !torch.int -> !torch.vtensor<[5,5,10],si32>
    return %0 : !torch.vtensor<[5,5,10],si32>
  }
}

