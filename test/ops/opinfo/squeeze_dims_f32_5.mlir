module {
  func.func @main(%arg0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %1 = torch.operator "torch.aten.squeeze.dims"(%arg0, %0) : (!torch.vtensor<[],f32>, !torch.list<int>) -> !torch.vtensor<[],f32>
    return %1 : !torch.vtensor<[],f32>
  }
}

