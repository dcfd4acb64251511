module {
  func.func @main(%arg0: !torch.vtensor<[4,7,3],f32>) -> !torch.vtensor<[4,3],si64> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0 = torch.aten.argmax %arg0, %int1, %false : !torch.vtensor<[4,7,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,3],si64>
    %int100 = torch.constant.int 100
    %1 = torch.aten.mul.Scalar %0, %int100 : !torch.vtensor<[4,3],si64>, !torch.int -> !torch.vtensor<[4,3],si64>
    %none = torch.constant.none
    %2 = torch.aten.argmax %arg0, %none, %false : !torch.vtensor<[4,7,3],f32>, !torch.none, !torch.bool -> !torch.vtensor<[],si64>
    %3 = torch.aten.add.Tensor %1, %2, %int1 : !torch.vtensor<[4,3],si64>, !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[4,3],si64>
    %int-1 = torch.constant.int -1
    %true = torch.constant.bool true
    %4 = torch.aten.argmax %arg0, %int-1, %true : !torch.vtensor<[4,7,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,7,1],si64>
    %int2 = torch.constant.int 2
    %5 = torch.aten.select.int %4, %int1, %int2 : !torch.vtensor<[4,7,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[4,1],si64>
    %6 = torch.aten.add.Tensor %3, %5, %int1 : !torch.vtensor<[4,3],si64>, !torch.vtensor<[4,1],si64>, !torch.int -> !torch.vtensor<[4,3],si64>
    return %6 : !torch.vtensor<[4,3],si64>
  }
}

