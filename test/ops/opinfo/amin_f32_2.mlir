module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.amin %arg0, %0, %false : !torch.vtensor<[],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],f32>
    return %1 : !torch.vtensor<[],f32>
  }
}

