module {
  func.func @main(%arg0: !torch.vtensor<[5],si16>, %arg1: !torch.vtensor<[],si16>) -> !torch.vtensor<[5],si16> {
    %str = torch.constant.str "trunc"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[5],si16>, !torch.vtensor<[],si16>, !torch.str -> !torch.vtensor<[5],si16>
    return %0 : !torch.vtensor<[5],si16>
  }
}

