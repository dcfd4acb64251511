module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f32> {
    %float-3.0336847305297852 = torch.constant.float -3.0336847305297852
    %none = torch.constant.none
    %cuda = torch.constant.device "cuda"
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %float-3.0336847305297852, %none, %none, %cuda, %false, %none : !torch.vtensor<[5],f32>, !torch.float, !torch.none, !torch.none, !torch.Device, !torch.bool, !torch.none -> !torch.vtensor<[5],f32>
    return %0 : !torch.vtensor<[5],f32>
  }
}

