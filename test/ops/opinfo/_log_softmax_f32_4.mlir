module {
  func.func @main(%arg0: !torch.vtensor<[5,10,5],f32>) -> !torch.vtensor<[5,10,5],f32> {
    %int2 = torch.constant.int 2
    %false = torch.constant.bool false
    %0 = torch.aten._log_softmax %arg0, %int2, %false : !torch.vtensor<[5,10,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[5,10,5],f32>
    return %0 : !torch.vtensor<[5,10,5],f32>
  }
}

