module {
  func.func @main(%arg0: !torch.vtensor<[3,13,4],f32>) -> !torch.vtensor<[3,1,4],f32> {
    %int1 = torch.constant.int 1
    %list = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %mean = torch.aten.mean.dim %arg0, %list, %true, %none : !torch.vtensor<[3,13,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3,1,4],f32>
    return %mean : !torch.vtensor<[3,1,4],f32>
  }
}
