module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4,4],bf16>) -> !torch.vtensor<[2,3,5,5],bf16> {
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int5, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %1 = torch.aten.upsample_nearest2d.vec %arg0, %0, %none : !torch.vtensor<[2,3,4,4],bf16>, !torch.list<int>, !torch.none -> !torch.vtensor<[2,3,5,5],bf16>
    return %1 : !torch.vtensor<[2,3,5,5],bf16>
  }
}

