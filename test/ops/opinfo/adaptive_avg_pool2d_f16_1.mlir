module {
  func.func @main(%arg0: !torch.vtensor<[8,8,8],f16>) -> !torch.vtensor<[8,5,7],f16> {
    %int5 = torch.constant.int 5
    %int7 = torch.constant.int 7
    %0 = torch.prim.ListConstruct %int5, %int7 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool2d %arg0, %0 : !torch.vtensor<[8,8,8],f16>, !torch.list<int> -> !torch.vtensor<[8,5,7],f16>
    return %1 : !torch.vtensor<[8,5,7],f16>
  }
}

