module {
  func.func @main(%arg0: !torch.vtensor<[],bf16>, %arg1: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %0 = torch.aten.minimum %arg0, %arg1 : !torch.vtensor<[],bf16>, !torch.vtensor<[],bf16> -> !torch.vtensor<[],bf16>
    return %0 : !torch.vtensor<[],bf16>
  }
}

