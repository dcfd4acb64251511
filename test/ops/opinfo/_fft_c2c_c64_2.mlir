module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],complex<f32>>) -> !torch.vtensor<[5,10,7],complex<f32>> {
    %int0 = torch.constant.int 0
    %int4 = torch.constant.int 4
    %0 = torch.prim.ListConstruct %int0, %int0, %int0, %int4, %int0, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.constant_pad_nd %arg0, %0, %int0 : !torch.vtensor<[5,6,7],complex<f32>>, !torch.list<int>, !torch.int -> !torch.vtensor<[5,10,7],complex<f32>>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %3 = torch.operator "torch.aten._fft_c2c"(%1, %2, %int1, %false) : (!torch.vtensor<[5,10,7],complex<f32>>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[5,10,7],complex<f32>>
    return %3 : !torch.vtensor<[5,10,7],complex<f32>>
  }
}

