module {
  func.func @main(%arg0: !torch.vtensor<[1,2,3],f32>, %arg1: !torch.vtensor<[1,2,3],f32>) -> !torch.vtensor<[1,4,3],f32> {
    %0 = torch.prim.ListConstruct %arg0, %arg1 : (!torch.vtensor<[1,2,3],f32>, !torch.vtensor<[1,2,3],f32>) -> !torch.list<vtensor>
    %int-2 = torch.constant.int -2
    %1 = torch.aten.cat %0, %int-2 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[1,4,3],f32>
    return %1 : !torch.vtensor<[1,4,3],f32>
  }
}

