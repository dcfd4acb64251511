module {
  func.func @main(%arg0: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[3,5,7],f32> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int-1 = torch.constant.int -1
    %int3 = torch.constant.int 3
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int1, %int2, %int-1, %int3, %int0, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %float-1.500000e2B00 = torch.constant.float -1.500000e+00
    %1 = torch.aten.constant_pad_nd %arg0, %0, %float-1.500000e2B00 : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[3,5,7],f32>
    return %1 : !torch.vtensor<[3,5,7],f32>
  }
}

