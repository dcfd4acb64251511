module {
  func.func @main(%arg0: !torch.vtensor<[5,1,5,1],si64>) -> !torch.vtensor<[5,5,1],si64> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.squeeze.dim %arg0, %int1 : !torch.vtensor<[5,1,5,1],si64>, !torch.int -> !torch.vtensor<[5,5,1],si64>
    return %0 : !torch.vtensor<[5,5,1],si64>
  }
}

