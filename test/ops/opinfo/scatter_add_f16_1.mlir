module {
  func.func @main(%arg0: !torch.vtensor<[10,5],f16>, %arg1: !torch.vtensor<[5,5],si64>, %arg2: !torch.vtensor<[5,5],f16>) -> !torch.vtensor<[10,5],f16> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.scatter_add %arg0, %int1, %arg1, %arg2 : !torch.vtensor<[10,5],f16>, !torch.int, !torch.vtensor<[5,5],si64>, !torch.vtensor<[5,5],f16> -> !torch.vtensor<[10,5],f16>
    return %0 : !torch.vtensor<[10,5],f16>
  }
}

