module {
  func.func @main(%arg0: !torch.vtensor<[1,4],si64>, %arg1: !torch.vtensor<[3,5,6],si64>, %arg2: !torch.vtensor<[3,6,4],si64>, %arg3: !torch.vtensor<[3,5,4],si64>) -> !torch.vtensor<[3,5,4],si64> {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.aten.baddbmm %arg0, %arg1, %arg2, %int2, %int3 : !torch.vtensor<[1,4],si64>, !torch.vtensor<[3,5,6],si64>, !torch.vtensor<[3,6,4],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,5,4],si64>
    %int1 = torch.constant.int 1
    %1 = torch.aten.baddbmm %arg3, %arg1, %arg2, %int1, %int1 : !torch.vtensor<[3,5,4],si64>, !torch.vtensor<[3,5,6],si64>, !torch.vtensor<[3,6,4],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,5,4],si64>
    %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[3,5,4],si64>, !torch.vtensor<[3,5,4],si64>, !torch.int -> !torch.vtensor<[3,5,4],si64>
    return %2 : !torch.vtensor<[3,5,4],si64>
  }
}

