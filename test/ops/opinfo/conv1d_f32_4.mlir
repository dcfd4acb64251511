module {
  func.func @main(%arg0: !torch.vtensor<[1,4,5],f32>, %arg1: !torch.vtensor<[3,4,3],f32>) -> !torch.vtensor<[1,3,3],f32> {
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %1 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.conv1d %arg0, %arg1, %none, %0, %1, %2, %int1 : !torch.vtensor<[1,4,5],f32>, !torch.vtensor<[3,4,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,3],f32>
    return %3 : !torch.vtensor<[1,3,3],f32>
  }
}

