module {
  func.func @main(%arg0: !torch.vtensor<[5,5],f16>) -> !torch.vtensor<[5,5],f16> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.aten._softmax %arg0, %int0, %false : !torch.vtensor<[5,5],f16>, !torch.int, !torch.bool -> !torch.vtensor<[5,5],f16>
    return %0 : !torch.vtensor<[5,5],f16>
  }
}

