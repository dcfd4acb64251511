module {
  func.func @main(%arg0: !torch.vtensor<[4,9],si64>, %arg1: !torch.vtensor<[4,9],si64>) -> (!torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>) {
    %0 = torch.operator "torch.aten.__lshift__.Tensor"(%arg0, %arg1) : (!torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>) -> !torch.vtensor<[4,9],si64>
    %1 = torch.operator "torch.aten.__rshift__.Tensor"(%arg0, %arg1) : (!torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>) -> !torch.vtensor<[4,9],si64>
    %int3 = torch.constant.int 3
    %2 = torch.operator "torch.aten.__lshift__.Scalar"(%arg0, %int3) : (!torch.vtensor<[4,9],si64>, !torch.int) -> !torch.vtensor<[4,9],si64>
    %int2 = torch.constant.int 2
    %3 = torch.operator "torch.aten.__rshift__.Scalar"(%arg0, %int2) : (!torch.vtensor<[4,9],si64>, !torch.int) -> !torch.vtensor<[4,9],si64>
    %4 = torch.aten.bitwise_left_shift.Tensor %arg0, %arg1 : !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64> -> !torch.vtensor<[4,9],si64>
    %5 = torch.aten.bitwise_right_shift.Tensor %arg0, %arg1 : !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64> -> !torch.vtensor<[4,9],si64>
    %int5 = torch.constant.int 5
    %6 = torch.operator "torch.aten.bitwise_right_shift.Tensor_Scalar"(%arg0, %int5) : (!torch.vtensor<[4,9],si64>, !torch.int) -> !torch.vtensor<[4,9],si64>
    %int4 = torch.constant.int 4
    %7 = torch.operator "torch.aten.bitwise_left_shift.Tensor_Scalar"(%arg0, %int4) : (!torch.vtensor<[4,9],si64>, !torch.int) -> !torch.vtensor<[4,9],si64>
    return %0, %1, %2, %3, %4, %5, %6, %7 : !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>, !torch.vtensor<[4,9],si64>
  }
}

