module {
  func.func @main(%arg0: !torch.vtensor<[5],f16>) -> !torch.vtensor<[5],f16> {
    %0 = torch.aten.relu %arg0 : !torch.vtensor<[5],f16> -> !torch.vtensor<[5],f16>
    return %0 : !torch.vtensor<[5],f16>
  }
}

