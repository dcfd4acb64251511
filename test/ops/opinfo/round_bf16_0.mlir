module {
  func.func @main(%arg0: !torch.vtensor<[20,20],bf16>) -> !torch.vtensor<[20,20],bf16> {
    %0 = torch.aten.round %arg0 : !torch.vtensor<[20,20],bf16> -> !torch.vtensor<[20,20],bf16>
    return %0 : !torch.vtensor<[20,20],bf16>
  }
}

