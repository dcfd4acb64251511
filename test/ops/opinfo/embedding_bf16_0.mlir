module {
  func.func @main(%arg0: !torch.vtensor<[10,5],bf16>, %arg1: !torch.vtensor<[],si64>) -> !torch.vtensor<[5],bf16> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.embedding %arg0, %arg1, %int-1, %false, %false : !torch.vtensor<[10,5],bf16>, !torch.vtensor<[],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[5],bf16>
    return %0 : !torch.vtensor<[5],bf16>
  }
}

