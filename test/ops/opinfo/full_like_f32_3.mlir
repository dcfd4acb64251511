module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f32> {
    %float-2.4004559516906738 = torch.constant.float -2.4004559516906738
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %float-2.4004559516906738, %int6, %none, %cpu, %false, %none : !torch.vtensor<[5],f32>, !torch.float, !torch.int, !torch.none, !torch.Device, !torch.bool, !torch.none -> !torch.vtensor<[5],f32>
    return %0 : !torch.vtensor<[5],f32>
  }
}

