module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[7,2],f32> {
    %int7 = torch.constant.int 7
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int7, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %cuda = torch.constant.device "cuda"
    %false = torch.constant.bool false
    %1 = torch.aten.new_zeros %arg0, %0, %none, %none, %cuda, %false : !torch.vtensor<[5],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[7,2],f32>
    return %1 : !torch.vtensor<[7,2],f32>
  }
}

