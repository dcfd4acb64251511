module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %float1.300000e2B00 = torch.constant.float 1.300000e+00
    %false = torch.constant.bool false
    %1 = torch.aten.var.correction %arg0, %0, %float1.300000e2B00, %false : !torch.vtensor<[5,5,5],f32>, !torch.list<int>, !torch.float, !torch.bool -> !torch.vtensor<[5,5],f32>
    return %1 : !torch.vtensor<[5,5],f32>
  }
}

