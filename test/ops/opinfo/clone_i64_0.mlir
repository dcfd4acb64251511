module {
  func.func @main(%arg0: !torch.vtensor<[5,10,5],si64>) -> !torch.vtensor<[5,10,5],si64> {
    %none = torch.constant.none
    %0 = torch.aten.clone %arg0, %none : !torch.vtensor<[5,10,5],si64>, !torch.none -> !torch.vtensor<[5,10,5],si64>
    return %0 : !torch.vtensor<[5,10,5],si64>
  }
}

