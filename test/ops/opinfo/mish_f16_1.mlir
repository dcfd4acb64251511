module {
  func.func @main(%arg0: !torch.vtensor<[1,0,3],f16>) -> !torch.vtensor<[1,0,3],f16> {
    %0 = torch.aten.mish %arg0 : !torch.vtensor<[1,0,3],f16> -> !torch.vtensor<[1,0,3],f16>
    return %0 : !torch.vtensor<[1,0,3],f16>
  }
}

