module {
  func.func @main(%arg0: !torch.vtensor<[20,20],ui8>) -> !torch.vtensor<[20,20],f32> {
    %0 = torch.operator "torch.aten.angle"(%arg0) : (!torch.vtensor<[20,20],ui8>) -> !torch.vtensor<[20,20],f32>
    return %0 : !torch.vtensor<[20,20],f32>
  }
}

