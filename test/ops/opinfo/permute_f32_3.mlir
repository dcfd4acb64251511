module {
  func.func @main(%arg0: !torch.vtensor<[1,2,3,4],f32>) -> !torch.vtensor<[3,2,4,1],f32> {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int2, %int1, %int3, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %arg0, %0 : !torch.vtensor<[1,2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[3,2,4,1],f32>
    return %1 : !torch.vtensor<[3,2,4,1],f32>
  }
}

