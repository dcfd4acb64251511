module {
  func.func @main(%arg0: !torch.vtensor<[5,7],f16>) -> !torch.vtensor<[5,7],f32> {
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[5,7],f16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,7],f32>
    return %0 : !torch.vtensor<[5,7],f32>
  }
}

