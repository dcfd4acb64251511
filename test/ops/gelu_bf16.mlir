module {
  func.func @main(%arg0: !torch.vtensor<[5,9],bf16>) -> !torch.vtensor<[5,9],bf16> {
    %str = torch.constant.str "none"
    %0 = torch.aten.gelu %arg0, %str : !torch.vtensor<[5,9],bf16>, !torch.str -> !torch.vtensor<[5,9],bf16>
    %str_0 = torch.constant.str "tanh"
    %1 = torch.aten.gelu %arg0, %str_0 : !torch.vtensor<[5,9],bf16>, !torch.str -> !torch.vtensor<[5,9],bf16>
    %int1 = torch.constant.int 1
    %2 = torch.aten.add.Tensor %0, %1, %int1 : !torch.vtensor<[5,9],bf16>, !torch.vtensor<[5,9],bf16>, !torch.int -> !torch.vtensor<[5,9],bf16>
    return %2 : !torch.vtensor<[5,9],bf16>
  }
}

