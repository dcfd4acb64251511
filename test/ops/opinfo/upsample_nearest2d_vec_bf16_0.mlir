module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4,4],bf16>) -> !torch.vtensor<[2,3,3,3],bf16> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %1 = torch.aten.upsample_nearest2d.vec %arg0, %0, %none : !torch.vtensor<[2,3,4,4],bf16>, !torch.list<int>, !torch.none -> !torch.vtensor<[2,3,3,3],bf16>
    return %1 : !torch.vtensor<[2,3,3,3],bf16>
  }
}

