module {
  func.func @main(%arg0: !torch.vtensor<[],bf16>, %arg1: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %str = torch.constant.str "floor"
    %0 = torch.aten.div.Tensor_mode %arg0, %arg1, %str : !torch.vtensor<[],bf16>, !torch.vtensor<[],bf16>, !torch.str -> !torch.vtensor<[],bf16>
    return %0 : !torch.vtensor<[],bf16>
  }
}

