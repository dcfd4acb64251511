module {
  func.func @main(%arg0: !torch.vtensor<[5,10,5],bf16>, %arg1: !torch.vtensor<[5,10,5],bf16>, %arg2: !torch.vtensor<[5,10,5],bf16>) -> !torch.vtensor<[5,10,5],bf16> {
    %0 = torch.aten.clamp.Tensor %arg0, %arg1, %arg2 : !torch.vtensor<[5,10,5],bf16>, !torch.vtensor<[5,10,5],bf16>, !torch.vtensor<[5,10,5],bf16> -> !torch.vtensor<[5,10,5],bf16>
    return %0 : !torch.vtensor<[5,10,5],bf16>
  }
}

