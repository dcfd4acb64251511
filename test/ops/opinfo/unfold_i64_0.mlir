module {
  func.func @main(%arg0: !torch.vtensor<[],si64>) -> !torch.vtensor<[1],si64> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.aten.unfold %arg0, %int0, %int1, %int1 : !torch.vtensor<[],si64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1],si64>
    return %0 : !torch.vtensor<[1],si64>
  }
}

