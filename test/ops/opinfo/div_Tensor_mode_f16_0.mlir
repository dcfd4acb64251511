module {
  func.func @main(%arg0: !torch.vtensor<[],f16>, %arg1: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %str = torch.constant.str "floor"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[],f16>, !torch.vtensor<[],f16>, !torch.str -> !torch.vtensor<[],f16>
    return %0 : !torch.vtensor<[],f16>
  }
}

