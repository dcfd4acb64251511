module {
  func.func @main(%arg0: !torch.vtensor<[2,15],f32>, %arg1: !torch.vtensor<[2,15],f32>) -> !torch.vtensor<[2,15],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %1 = torch.operator "torch.aten._fft_r2c"(%arg0, %0, %int0, %true) : (!torch.vtensor<[2,15],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[2,8],complex<f32>>
    %2 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %3 = torch.operator "torch.aten._fft_r2c"(%arg1, %2, %int0, %true) : (!torch.vtensor<[2,15],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[2,8],complex<f32>>
    %4 = torch.aten.mul.Tensor %1, %3 : !torch.vtensor<[2,8],complex<f32>>, !torch.vtensor<[2,8],complex<f32>> -> !torch.vtensor<[2,8],complex<f32>>
    %5 = torch.aten.add.Tensor %4, %1, %int1 : !torch.vtensor<[2,8],complex<f32>>, !torch.vtensor<[2,8],complex<f32>>, !torch.int -> !torch.vtensor<[2,8],complex<f32>>
    %6 = torch.aten.sub.Tensor %5, %3, %int1 : !torch.vtensor<[2,8],complex<f32>>, !torch.vtensor<[2,8],complex<f32>>, !torch.int -> !torch.vtensor<[2,8],complex<f32>>
    %7 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %int15 = torch.constant.int 15
    %8 = torch.operator "torch.aten._fft_c2r"(%6, %7, %int2, %int15) : (!torch.vtensor<[2,8],complex<f32>>, !torch.list<int>, !torch.int, !torch.int) -> !torch.vtensor<[2,15],f32>
    return %8 : !torch.vtensor<[2,15],f32>
  }
}

