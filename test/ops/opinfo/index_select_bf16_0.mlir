module {
  func.func @main(%arg0: !torch.vtensor<[],bf16>, %arg1: !torch.vtensor<[1],si64>) -> !torch.vtensor<[],bf16> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.index_select %arg0, %int0, %arg1 : !torch.vtensor<[],bf16>, !torch.int, !torch.vtensor<[1],si64> -> !torch.vtensor<[],bf16>
    return %0 : !torch.vtensor<[],bf16>
  }
}

