module {
  func.func @main(%arg0: !torch.vtensor<[],f32>, %arg1: !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],f32> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.aten.gather %arg0, %int0, %arg1, %false : !torch.vtensor<[],f32>, !torch.int, !torch.vtensor<[1],si64>, !torch.bool -> !torch.vtensor<[1],f32>
    return %0 : !torch.vtensor<[1],f32>
  }
}

