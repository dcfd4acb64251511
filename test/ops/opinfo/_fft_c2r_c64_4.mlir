module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],complex<f32>>) -> !torch.vtensor<[5,3,10],f32> {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %int3 = torch.constant.int 3
    %0 = torch.aten.slice.Tensor %arg0, %int1, %int0, %int3, %int1 : !torch.vtensor<[5,6,7],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,3,7],complex<f32>>
    %int2 = torch.constant.int 2
    %int6 = torch.constant.int 6
    %1 = torch.aten.slice.Tensor %0, %int2, %int0, %int6, %int1 : !torch.vtensor<[5,3,7],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,3,6],complex<f32>>
    %2 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int10 = torch.constant.int 10
    %3 = torch.operator "torch.aten._fft_c2r"(%1, %2, %int1, %int10) : (!torch.vtensor<[5,3,6],complex<f32>>, !torch.list<int>, !torch.int, !torch.int) -> !torch.vtensor<[5,3,10],f32>
    return %3 : !torch.vtensor<[5,3,10],f32>
  }
}

