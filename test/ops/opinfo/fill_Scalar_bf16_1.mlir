module {
  func.func @main(%arg0: !torch.vtensor<[1,0,3],bf16>) -> !torch.vtensor<[1,0,3],bf16> {
    %true = torch.constant.bool true
    %0 = torch.aten.fill.Scalar %arg0, %true : !torch.vtensor<[1,0,3],bf16>, !torch.bool -> !torch.vtensor<[1,0,3],bf16>
    return %0 : !torch.vtensor<[1,0,3],bf16>
  }
}

