module {
  func.func @main(%arg0: !torch.vtensor<[10,5],si16>, %arg1: !torch.vtensor<[5,5],si64>, %arg2: !torch.vtensor<[5,5],si16>) -> !torch.vtensor<[10,5],si16> {
    %int0 = torch.constant.int 0
    %str = torch.constant.str "prod"
    %true = torch.constant.bool true
    %0 = torch.aten.scatter_reduce.two %arg0, %int0, %arg1, %arg2, %str, %true : !torch.vtensor<[10,5],si16>, !torch.int, !torch.vtensor<[5,5],si64>, !torch.vtensor<[5,5],si16>, !torch.str, !torch.bool -> !torch.vtensor<[10,5],si16>
    return %0 : !torch.vtensor<[10,5],si16>
  }
}

