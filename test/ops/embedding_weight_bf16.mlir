module {
  func.func @main(%arg0: !torch.vtensor<[3,4],si64>, %arg1: !torch.vtensor<[11,5],bf16>) -> !torch.vtensor<[3,4,5],bf16> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.embedding %arg1, %arg0, %int-1, %false, %false : !torch.vtensor<[11,5],bf16>, !torch.vtensor<[3,4],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,4,5],bf16>
    return %0 : !torch.vtensor<[3,4,5],bf16>
  }
}

