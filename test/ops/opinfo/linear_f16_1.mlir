module {
  func.func @main(%arg0: !torch.vtensor<[0,3],f16>, %arg1: !torch.vtensor<[4,3],f16>, %arg2: !torch.vtensor<[4],f16>) -> !torch.vtensor<[0,4],f16> {
    %0 = torch.aten.linear %arg0, %arg1, %arg2 : !torch.vtensor<[0,3],f16>, !torch.vtensor<[4,3],f16>, !torch.vtensor<[4],f16> -> !torch.vtensor<[0,4],f16>
    return %0 : !torch.vtensor<[0,4],f16>
  }
}

