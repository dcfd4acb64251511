module {
  func.func @main(%arg0: !torch.vtensor<[20],bf16>, %arg1: !torch.vtensor<[20],bf16>) -> !torch.vtensor<[],bf16> {
    %0 = torch.aten.matmul %arg0, %arg1 : !torch.vtensor<[20],bf16>, !torch.vtensor<[20],bf16> -> !torch.vtensor<[],bf16>
    return %0 : !torch.vtensor<[],bf16>
  }
}

