module {
  func.func @main(%arg0: !torch.vtensor<[0,3],bf16>, %arg1: !torch.vtensor<[4,3],bf16>, %arg2: !torch.vtensor<[4],bf16>) -> !torch.vtensor<[0,4],bf16> {
    %0 = torch.aten.linear %arg0, %arg1, %arg2 : !torch.vtensor<[0,3],bf16>, !torch.vtensor<[4,3],bf16>, !torch.vtensor<[4],bf16> -> !torch.vtensor<[0,4],bf16>
    return %0 : !torch.vtensor<[0,4],bf16>
  }
}

