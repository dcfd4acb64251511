module {
  func.func @main(%arg0: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %float-1.7658258676528931 = torch.constant.float -1.7658258676528931
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %float-1.7658258676528931, %none, %none, %none, %false, %none : !torch.vtensor<[5,5],f32>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,5],f32>
    return %0 : !torch.vtensor<[5,5],f32>
  }
}

