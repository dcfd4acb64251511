module {
  func.func @main(%arg0: !torch.vtensor<[5,5],bf16>) -> !torch.vtensor<[2,0],bf16> {
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int2, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_ones %arg0, %0, %none, %none, %none, %false : !torch.vtensor<[5,5],bf16>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[2,0],bf16>
    return %1 : !torch.vtensor<[2,0],bf16>
  }
}

