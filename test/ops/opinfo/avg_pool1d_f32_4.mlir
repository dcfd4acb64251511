module {
  func.func @main(%arg0: !torch.vtensor<[0,3,9],f32>) -> !torch.vtensor<[0,3,3],f32> {
    %int6 = torch.constant.int 6
    %0 = torch.prim.ListConstruct %int6 : (!torch.int) -> !torch.list<int>
    %int3 = torch.constant.int 3
    %1 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %2 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %3 = torch.aten.avg_pool1d %arg0, %0, %1, %2, %false, %true : !torch.vtensor<[0,3,9],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[0,3,3],f32>
    return %3 : !torch.vtensor<[0,3,3],f32>
  }
}

