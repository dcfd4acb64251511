module {
  func.func @main(%arg0: !torch.vtensor<[20],si64>) -> !torch.vtensor<[20],si64> {
    %true = torch.constant.bool true
    %0 = torch.aten.fill.Scalar %arg0, %true : !torch.vtensor<[20],si64>, !torch.bool -> !torch.vtensor<[20],si64>
    return %0 : !torch.vtensor<[20],si64>
  }
}

