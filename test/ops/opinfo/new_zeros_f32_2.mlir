module {
  func.func @main(%arg0: !torch.vtensor<[0,5,0],f32>) -> !torch.vtensor<[3,2,2],f32> {
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int3, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_zeros %arg0, %0, %none, %none, %none, %false : !torch.vtensor<[0,5,0],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[3,2,2],f32>
    return %1 : !torch.vtensor<[3,2,2],f32>
  }
}

