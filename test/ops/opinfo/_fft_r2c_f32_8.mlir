module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],f32>) -> !torch.vtensor<[5,6,5],complex<f32>> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int0, %int1, %int0, %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.constant_pad_nd %arg0, %0, %int0 : !torch.vtensor<[5,6,7],f32>, !torch.list<int>, !torch.int -> !torch.vtensor<[5,6,8],f32>
    %int2 = torch.constant.int 2
    %2 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %3 = torch.operator "torch.aten._fft_r2c"(%1, %2, %int0, %true) : (!torch.vtensor<[5,6,8],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[5,6,5],complex<f32>>
    return %3 : !torch.vtensor<[5,6,5],complex<f32>>
  }
}

