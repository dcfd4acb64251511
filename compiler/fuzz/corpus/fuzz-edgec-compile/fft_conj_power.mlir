module {
  func.func @main(%arg0: !torch.vtensor<[4,12],f32>) -> (!torch.vtensor<[4,7],complex<f32>>, !torch.vtensor<[4,7],f32>) {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %1 = torch.operator "torch.aten._fft_r2c"(%arg0, %0, %int0, %true) : (!torch.vtensor<[4,12],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[4,7],complex<f32>>
    %2 = torch.operator "torch.aten._conj"(%1) : (!torch.vtensor<[4,7],complex<f32>>) -> !torch.vtensor<[4,7],complex<f32>>
    %none = torch.constant.none
    %3 = torch.aten.clone %2, %none : !torch.vtensor<[4,7],complex<f32>>, !torch.none -> !torch.vtensor<[4,7],complex<f32>>
    %4 = torch.aten.mul.Tensor %1, %3 : !torch.vtensor<[4,7],complex<f32>>, !torch.vtensor<[4,7],complex<f32>> -> !torch.vtensor<[4,7],complex<f32>>
    %5 = torch.operator "torch.aten.angle"(%1) : (!torch.vtensor<[4,7],complex<f32>>) -> !torch.vtensor<[4,7],f32>
    return %4, %5 : !torch.vtensor<[4,7],complex<f32>>, !torch.vtensor<[4,7],f32>
  }
}

