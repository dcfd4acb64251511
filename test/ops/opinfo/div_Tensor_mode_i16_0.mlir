module {
  func.func @main(%arg0: !torch.vtensor<[],si16>, %arg1: !torch.vtensor<[],si16>) -> !torch.vtensor<[],si16> {
    %str = torch.constant.str "floor"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[],si16>, !torch.vtensor<[],si16>, !torch.str -> !torch.vtensor<[],si16>
    return %0 : !torch.vtensor<[],si16>
  }
}

