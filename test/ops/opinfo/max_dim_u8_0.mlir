module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],ui8>) -> (!torch.vtensor<[5,5],ui8>, !torch.vtensor<[5,5],si64>) {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %result0, %result1 = torch.aten.max.dim %arg0, %int1, %false : !torch.vtensor<[5,5,5],ui8>, !torch.int, !torch.bool -> !torch.vtensor<[5,5],ui8>, !torch.vtensor<[5,5],si64>
    return %result0, %result1 : !torch.vtensor<[5,5],ui8>, !torch.vtensor<[5,5],si64>
  }
}

