module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],si32>, %arg1: !torch.vtensor<[5,5],si32>) -> !torch.vtensor<[5,5,5],si32> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.aten.select_scatter %arg0, %arg1, %int1, %int2 : !torch.vtensor<[5,5,5],si32>, !torch.vtensor<[5,5],si32>, !torch.int, !torch.int -> !torch.vtensor<[5,5,5],si32>
    return %0 : !torch.vtensor<[5,5,5],si32>
  }
}

