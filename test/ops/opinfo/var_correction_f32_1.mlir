module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.var.correction %arg0, %0, %int1, %false : !torch.vtensor<[5,5,5],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[5,5],f32>
    return %1 : !torch.vtensor<[5,5],f32>
  }
}

