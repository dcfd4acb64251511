module {
  func.func @main(%arg0: !torch.vtensor<[2,3,5,20],bf16>, %arg1: !torch.vtensor<[2,13,10,2],bf16>) -> !torch.vtensor<[2,3,13,10],bf16> {
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %0 = torch.operator "torch.aten.grid_sampler_2d"(%arg0, %arg1, %int0, %int0, %true) : (!torch.vtensor<[2,3,5,20],bf16>, !torch.vtensor<[2,13,10,2],bf16>, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[2,3,13,10],bf16>
    return %0 : !torch.vtensor<[2,3,13,10],bf16>
  }
}

