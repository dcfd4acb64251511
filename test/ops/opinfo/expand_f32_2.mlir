module {
  func.func @main(%arg0: !torch.vtensor<[5,1,5],f32>) -> !torch.vtensor<[5,5,5],f32> {
    %int-1 = torch.constant.int -1
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int-1, %int5, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.expand %arg0, %0, %false : !torch.vtensor<[5,1,5],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[5,5,5],f32>
    return %1 : !torch.vtensor<[5,5,5],f32>
  }
}

