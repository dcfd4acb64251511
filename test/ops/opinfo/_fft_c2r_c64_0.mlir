module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],complex<f32>>) -> !torch.vtensor<[5,10,7],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int10 = torch.constant.int 10
    %1 = torch.operator "torch.aten._fft_c2r"(%arg0, %0, %int1, %int10) : (!torch.vtensor<[5,6,7],complex<f32>>, !torch.list<int>, !torch.int, !torch.int) -> !torch.vtensor<[5,10,7],f32>
    return %1 : !torch.vtensor<[5,10,7],f32>
  }
}

