module {
  func.func @main(%arg0: !torch.vtensor<[10,10],bf16>) -> !torch.vtensor<[10,10],bf16> {
    %str = torch.constant.str "tanh"
    %0 = torch.aten.gelu %arg0, %str : !torch.vtensor<[10,10],bf16>, !torch.str -> !torch.vtensor<[10,10],bf16>
    return %0 : !torch.vtensor<[10,10],bf16>
  }
}

