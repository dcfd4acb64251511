module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[1,1,12],f32> {
    %int1 = torch.constant.int 1
    %int12 = torch.constant.int 12
    %0 = torch.prim.ListConstruct %int1, %int1, %int12 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %1 = torch.aten.new_zeros %arg0, %0, %none, %none, %cpu, %false : !torch.vtensor<[5],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[1,1,12],f32>
    return %1 : !torch.vtensor<[1,1,12],f32>
  }
}

