module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],si32>) -> (!torch.vtensor<[1,5,5],si32>, !torch.vtensor<[3,5,5],si32>, !torch.vtensor<[1,5,5],si32>) {
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int1, %int3, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %1 = torch.aten.split_with_sizes %arg0, %0, %int0 : !torch.vtensor<[5,5,5],si32>, !torch.list<int>, !torch.int -> !torch.list<vtensor>
    %2:3 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[1,5,5],si32>, !torch.vtensor<[3,5,5],si32>, !torch.vtensor<[1,5,5],si32>
    return %2#0, %2#1, %2#2 : !torch.vtensor<[1,5,5],si32>, !torch.vtensor<[3,5,5],si32>, !torch.vtensor<[1,5,5],si32>
  }
}

