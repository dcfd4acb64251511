module {
  func.func @main(%arg0: !torch.vtensor<[5,10],f16>, %arg1: !torch.vtensor<[10],f16>) -> !torch.vtensor<[5],f16> {
    %0 = torch.aten.matmul %arg0, %arg1 : !torch.vtensor<[5,10],f16>, !torch.vtensor<[10],f16> -> !torch.vtensor<[5],f16>
    return %0 : !torch.vtensor<[5],f16>
  }
}

