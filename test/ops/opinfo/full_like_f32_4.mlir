module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f32> {
    %float-8.0676469802856445 = torch.constant.float -8.0676469802856445
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %float-8.0676469802856445, %none, %none, %cpu, %false, %none : !torch.vtensor<[5],f32>, !torch.float, !torch.none, !torch.none, !torch.Device, !torch.bool, !torch.none -> !torch.vtensor<[5],f32>
    return %0 : !torch.vtensor<[5],f32>
  }
}

