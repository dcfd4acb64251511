module {
  func.func @main(%arg0: !torch.vtensor<[10,5],si8>, %arg1: !torch.vtensor<[5,5],si32>) -> !torch.vtensor<[5,5],si8> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0 = torch.aten.gather %arg0, %int0, %arg1, %false : !torch.vtensor<[10,5],si8>, !torch.int, !torch.vtensor<[5,5],si32>, !torch.bool -> !torch.vtensor<[5,5],si8>
    return %0 : !torch.vtensor<[5,5],si8>
  }
}

