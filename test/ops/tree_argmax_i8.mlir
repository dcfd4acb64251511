module {
  func.func @main(%arg0: !torch.vtensor<[3,1000],si8>) -> !torch.vtensor<[3],si64> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0 = torch.aten.argmax %arg0, %int1, %false : !torch.vtensor<[3,1000],si8>, !torch.int, !torch.bool -> !torch.vtensor<[3],si64>
    %int1000 = torch.constant.int 1000
    %1 = torch.aten.mul.Scalar %0, %int1000 : !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3],si64>
    %2 = torch.aten.argmin %arg0, %int1, %false : !torch.vtensor<[3,1000],si8>, !torch.int, !torch.bool -> !torch.vtensor<[3],si64>
    %3 = torch.aten.add.Tensor %1, %2, %int1 : !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3],si64>
    return %3 : !torch.vtensor<[3],si64>
  }
}

