module {
  func.func @main(%arg0: !torch.vtensor<[1,3,3],f16>) -> !torch.vtensor<[1,3,7],f16> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %float0.000000e2B00 = torch.constant.float 0.000000e+00
    %1 = torch.aten.constant_pad_nd %arg0, %0, %float0.000000e2B00 : !torch.vtensor<[1,3,3],f16>, !torch.list<int>, !torch.float -> !torch.vtensor<[1,3,7],f16>
    return %1 : !torch.vtensor<[1,3,7],f16>
  }
}

