module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],complex<f32>>) -> !torch.vtensor<[5,3,10],complex<f32>> {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %int3 = torch.constant.int 3
    %0 = torch.aten.slice.Tensor %arg0, %int1, %int0, %int3, %int1 : !torch.vtensor<[5,6,7],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,3,7],complex<f32>>
    %1 = torch.prim.ListConstruct %int0, %int3, %int0, %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.constant_pad_nd %0, %1, %int0 : !torch.vtensor<[5,3,7],complex<f32>>, !torch.list<int>, !torch.int -> !torch.vtensor<[5,3,10],complex<f32>>
    %int2 = torch.constant.int 2
    %3 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %4 = torch.operator "torch.aten._fft_c2c"(%2, %3, %int1, %false) : (!torch.vtensor<[5,3,10],complex<f32>>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[5,3,10],complex<f32>>
    return %4 : !torch.vtensor<[5,3,10],complex<f32>>
  }
}

