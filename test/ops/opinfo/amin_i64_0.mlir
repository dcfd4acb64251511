module {
  func.func @main(%arg0: !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.amin %arg0, %0, %false : !torch.vtensor<[],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],si64>
    return %1 : !torch.vtensor<[],si64>
  }
}

