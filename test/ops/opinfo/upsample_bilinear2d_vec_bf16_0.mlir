module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4,4],bf16>) -> !torch.vtensor<[2,3,3,3],bf16> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.upsample_bilinear2d.vec %arg0, %0, %true, %none : !torch.vtensor<[2,3,4,4],bf16>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,3,3],bf16>
    return %1 : !torch.vtensor<[2,3,3,3],bf16>
  }
}

