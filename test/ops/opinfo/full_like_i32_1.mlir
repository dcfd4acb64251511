module {
  func.func @main(%arg0: !torch.vtensor<[5,5],si32>) -> !torch.vtensor<[5,5],si32> {
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %arg0, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[5,5],si32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,5],si32>
    return %0 : !torch.vtensor<[5,5],si32>
  }
}

