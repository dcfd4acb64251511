module {
  func.func @main(%arg0: !torch.vtensor<[],si16>, %arg1: !torch.vtensor<[],si16>) -> !torch.vtensor<[],si16> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[],si16>, !torch.vtensor<[],si16>, !torch.int -> !torch.vtensor<[],si16>
    return %0 : !torch.vtensor<[],si16>
  }
}

