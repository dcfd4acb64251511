module {
  func.func @main(%arg0: !torch.vtensor<[5,12],f32>) -> !torch.vtensor<[5,12],complex<f32>> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %false = torch.constant.bool false
    %1 = torch.operator "torch.aten._fft_r2c"(%arg0, %0, %int2, %false) : (!torch.vtensor<[5,12],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[5,12],complex<f32>>
    return %1 : !torch.vtensor<[5,12],complex<f32>>
  }
}

