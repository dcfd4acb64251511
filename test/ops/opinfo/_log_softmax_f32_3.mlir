module {
  func.func @main(%arg0: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten._log_softmax %arg0, %int-1, %false : !torch.vtensor<[5,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[5,5],f32>
    return %0 : !torch.vtensor<[5,5],f32>
  }
}

