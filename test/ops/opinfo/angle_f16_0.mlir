module {
  func.func @main(%arg0: !torch.vtensor<[20,20],f16>) -> !torch.vtensor<[20,20],f16> {
    %0 = torch.operator "torch.aten.angle"(%arg0) : (!torch.vtensor<[20,20],f16>) -> !torch.vtensor<[20,20],f16>
    return %0 : !torch.vtensor<[20,20],f16>
  }
}

