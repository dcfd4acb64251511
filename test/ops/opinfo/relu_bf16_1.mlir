module {
  func.func @main(%arg0: !torch.vtensor<[5],bf16>) -> !torch.vtensor<[5],bf16> {
    %0 = torch.aten.relu %arg0 : !torch.vtensor<[5],bf16> -> !torch.vtensor<[5],bf16>
    return %0 : !torch.vtensor<[5],bf16>
  }
}

