module {
  func.func @main(%arg0: !torch.vtensor<[4,9],si8>) -> !torch.vtensor<[4],si64> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0 = torch.aten.argmax %arg0, %int1, %false : !torch.vtensor<[4,9],si8>, !torch.int, !torch.bool -> !torch.vtensor<[4],si64>
    %int10 = torch.constant.int 10
    %1 = torch.aten.mul.Scalar %0, %int10 : !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[4],si64>
    %none = torch.constant.none
    %2 = torch.aten.argmax %arg0, %none, %false : !torch.vtensor<[4,9],si8>, !torch.none, !torch.bool -> !torch.vtensor<[],si64>
    %3 = torch.aten.add.Tensor %1, %2, %int1 : !torch.vtensor<[4],si64>, !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[4],si64>
    return %3 : !torch.vtensor<[4],si64>
  }
}

