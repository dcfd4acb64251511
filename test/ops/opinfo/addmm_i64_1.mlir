module {
  func.func @main(%arg0: !torch.vtensor<[3,3],si64>, %arg1: !torch.vtensor<[3,3],si64>, %arg2: !torch.vtensor<[3,3],si64>) -> !torch.vtensor<[3,3],si64> {
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %0 = torch.aten.addmm %arg0, %arg1, %arg2, %int3, %int2 : !torch.vtensor<[3,3],si64>, !torch.vtensor<[3,3],si64>, !torch.vtensor<[3,3],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,3],si64>
    return %0 : !torch.vtensor<[3,3],si64>
  }
}

