module {
  func.func @main(%arg0: !torch.vtensor<[5],si16>, %arg1: !torch.vtensor<[],si16>) -> !torch.vtensor<[5],f32> {
    %0 = torch.aten.atan2 %arg0, %arg1 : !torch.vtensor<[5],si16>, !torch.vtensor<[],si16> -> !torch.vtensor<[5],f32>
    return %0 : !torch.vtensor<[5],f32>
  }
}

