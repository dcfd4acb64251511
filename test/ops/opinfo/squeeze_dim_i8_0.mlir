module {
  func.func @main(%arg0: !torch.vtensor<[1,1,1,1],si8>) -> !torch.vtensor<[1,1,1],si8> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.squeeze.dim %arg0, %int0 : !torch.vtensor<[1,1,1,1],si8>, !torch.int -> !torch.vtensor<[1,1,1],si8>
    return %0 : !torch.vtensor<[1,1,1],si8>
  }
}

