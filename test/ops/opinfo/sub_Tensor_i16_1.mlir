module {
  func.func @main(%arg0: !torch.vtensor<[5],si16>, %arg1: !torch.vtensor<[],si16>) -> !torch.vtensor<[5],si16> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.sub.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[5],si16>, !torch.vtensor<[],si16>, !torch.int -> !torch.vtensor<[5],si16>
    return %0 : !torch.vtensor<[5],si16>
  }
}

