module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4],si8>) -> !torch.vtensor<[3,5,7],si8> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int-1 = torch.constant.int -1
    %int3 = torch.constant.int 3
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int1, %int2, %int-1, %int3, %int0, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %float7.000000e2B00 = torch.constant.float 7.000000e+00
    %1 = torch.aten.constant_pad_nd %arg0, %0, %float7.000000e2B00 : !torch.vtensor<[2,3,4],si8>, !torch.list<int>, !torch.float -> !torch.vtensor<[3,5,7],si8>
    return %1 : !torch.vtensor<[3,5,7],si8>
  }
}

