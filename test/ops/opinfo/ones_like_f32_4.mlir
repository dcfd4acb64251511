module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f32> {
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.ones_like %arg0, %none, %none, %cpu, %false, %none : !torch.vtensor<[5],f32>, !torch.none, !torch.none, !torch.Device, !torch.bool, !torch.none -> !torch.vtensor<[5],f32>
    return %0 : !torch.vtensor<[5],f32>
  }
}

