module {
  func.func @main(%arg0: !torch.vtensor<[1,3,3,3,3],si32>) -> !torch.vtensor<[1,3,5,5,5],si32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1, %int1, %int1, %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.reflection_pad3d %arg0, %0 : !torch.vtensor<[1,3,3,3,3],si32>, !torch.list<int> -> !torch.vtensor<[1,3,5,5,5],si32>
    return %1 : !torch.vtensor<[1,3,5,5,5],si32>
  }
}

