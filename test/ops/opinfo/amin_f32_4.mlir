module {
  func.func @main(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[],f32> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.amin %arg0, %0, %false : !torch.vtensor<[2],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],f32>
    return %1 : !torch.vtensor<[],f32>
  }
}

