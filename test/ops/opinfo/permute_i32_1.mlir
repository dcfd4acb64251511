module {
  func.func @main(%arg0: !torch.vtensor<[1,2,3,4],si32>) -> !torch.vtensor<[1,3,4,2],si32> {
    %int0 = torch.constant.int 0
    %int-2 = torch.constant.int -2
    %int-1 = torch.constant.int -1
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int0, %int-2, %int-1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %arg0, %0 : !torch.vtensor<[1,2,3,4],si32>, !torch.list<int> -> !torch.vtensor<[1,3,4,2],si32>
    return %1 : !torch.vtensor<[1,3,4,2],si32>
  }
}

