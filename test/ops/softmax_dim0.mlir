module {
  func.func @main(%arg0: !torch.vtensor<[9,4,3],f32>) -> !torch.vtensor<[9,4,3],f32> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.aten._softmax %arg0, %int0, %false : !torch.vtensor<[9,4,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[9,4,3],f32>
    return %0 : !torch.vtensor<[9,4,3],f32>
  }
}

