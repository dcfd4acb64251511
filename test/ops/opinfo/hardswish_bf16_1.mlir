module {
  func.func @main(%arg0: !torch.vtensor<[10,10],bf16>) -> !torch.vtensor<[10,10],bf16> {
    %0 = torch.aten.hardswish %arg0 : !torch.vtensor<[10,10],bf16> -> !torch.vtensor<[10,10],bf16>
    return %0 : !torch.vtensor<[10,10],bf16>
  }
}

