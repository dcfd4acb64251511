module {
  func.func @main(%arg0: !torch.vtensor<[],si64>) -> (!torch.vtensor<[],si64>, !torch.vtensor<[],si64>) {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %result0, %result1 = torch.aten.topk %arg0, %int1, %int0, %true, %true : !torch.vtensor<[],si64>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[],si64>, !torch.vtensor<[],si64>
    return %result0, %result1 : !torch.vtensor<[],si64>, !torch.vtensor<[],si64>
  }
}

