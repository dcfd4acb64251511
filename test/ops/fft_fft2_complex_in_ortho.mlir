module {
  func.func @main(%arg0: !torch.vtensor<[2,5,6],complex<f32>>) -> !torch.vtensor<[2,5,6],complex<f32>> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %1 = torch.operator "torch.aten._fft_c2c"(%arg0, %0, %int1, %true) : (!torch.vtensor<[2,5,6],complex<f32>>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[2,5,6],complex<f32>>
    return %1 : !torch.vtensor<[2,5,6],complex<f32>>
  }
}

