module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],complex<f32>>) -> !torch.vtensor<[5,6,7],complex<f32>> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int0, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.operator "torch.aten._fft_c2c"(%arg0, %0, %int1, %false) : (!torch.vtensor<[5,6,7],complex<f32>>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[5,6,7],complex<f32>>
    return %1 : !torch.vtensor<[5,6,7],complex<f32>>
  }
}

