module {
  func.func @main(%arg0: !torch.vtensor<[5,1,5,1],f32>) -> !torch.vtensor<[5,1,5],f32> {
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %1 = torch.operator "torch.aten.squeeze.dims"(%arg0, %0) : (!torch.vtensor<[5,1,5,1],f32>, !torch.list<int>) -> !torch.vtensor<[5,1,5],f32>
    return %1 : !torch.vtensor<[5,1,5],f32>
  }
}

