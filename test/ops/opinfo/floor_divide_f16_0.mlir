module {
  func.func @main(%arg0: !torch.vtensor<[],f16>, %arg1: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %0 = torch.aten.floor_divide %arg0, %arg1 : !torch.vtensor<[],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[],f16>
    return %0 : !torch.vtensor<[],f16>
  }
}

