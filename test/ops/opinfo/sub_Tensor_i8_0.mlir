module {
  func.func @main(%arg0: !torch.vtensor<[],si8>, %arg1: !torch.vtensor<[],si8>) -> !torch.vtensor<[],si8> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.sub.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[],si8>, !torch.vtensor<[],si8>, !torch.int -> !torch.vtensor<[],si8>
    return %0 : !torch.vtensor<[],si8>
  }
}

