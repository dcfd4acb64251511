module {
  func.func @main(%arg0: !torch.vtensor<[2,5,8],f32>) -> !torch.vtensor<[2,5,8],f32> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %1 = torch.operator "torch.aten._fft_r2c"(%arg0, %0, %int0, %true) : (!torch.vtensor<[2,5,8],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[2,5,5],complex<f32>>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %2 = torch.aten.mul.Scalar %1, %float5.000000e-01 : !torch.vtensor<[2,5,5],complex<f32>>, !torch.float -> !torch.vtensor<[2,5,5],complex<f32>>
    %3 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int8 = torch.constant.int 8
    %4 = torch.operator "torch.aten._fft_c2r"(%2, %3, %int2, %int8) : (!torch.vtensor<[2,5,5],complex<f32>>, !torch.list<int>, !torch.int, !torch.int) -> !torch.vtensor<[2,5,8],f32>
    return %4 : !torch.vtensor<[2,5,8],f32>
  }
}

