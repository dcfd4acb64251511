module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[1],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %true = torch.constant.bool true
    %1 = torch.aten.var.correction %arg0, %0, %int1, %true : !torch.vtensor<[5],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[1],f32>
    return %1 : !torch.vtensor<[1],f32>
  }
}

