module {
  func.func @main(%arg0: !torch.vtensor<[1,3,3],bf16>) -> !torch.vtensor<[1,4,5],bf16> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int0, %int2, %int0, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.replication_pad2d %arg0, %0 : !torch.vtensor<[1,3,3],bf16>, !torch.list<int> -> !torch.vtensor<[1,4,5],bf16>
    return %1 : !torch.vtensor<[1,4,5],bf16>
  }
}

