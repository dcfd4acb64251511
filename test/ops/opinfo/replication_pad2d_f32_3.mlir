module {
  func.func @main(%arg0: !torch.vtensor<[1,3,4,4],f32>) -> !torch.vtensor<[1,3,3,4],f32> {
    %int-1 = torch.constant.int -1
    %int1 = torch.constant.int 1
    %int-2 = torch.constant.int -2
    %0 = torch.prim.ListConstruct %int-1, %int1, %int-2, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.replication_pad2d %arg0, %0 : !torch.vtensor<[1,3,4,4],f32>, !torch.list<int> -> !torch.vtensor<[1,3,3,4],f32>
    return %1 : !torch.vtensor<[1,3,3,4],f32>
  }
}

