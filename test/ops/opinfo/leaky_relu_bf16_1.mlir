module {
  func.func @main(%arg0: !torch.vtensor<[10,10],bf16>) -> !torch.vtensor<[10,10],bf16> {
    %float1.000000e-02 = torch.constant.float 1.000000e-02
    %0 = torch.aten.leaky_relu %arg0, %float1.000000e-02 : !torch.vtensor<[10,10],bf16>, !torch.float -> !torch.vtensor<[10,10],bf16>
    return %0 : !torch.vtensor<[10,10],bf16>
  }
}

