module {
  func.func @main(%arg0: !torch.vtensor<[3,6],complex<f32>>) -> !torch.vtensor<[3,11],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %int11 = torch.constant.int 11
    %1 = torch.operator "torch.aten._fft_c2r"(%arg0, %0, %int0, %int11) : (!torch.vtensor<[3,6],complex<f32>>, !torch.list<int>, !torch.int, !torch.int) -> !torch.vtensor<[3,11],f32>
    return %1 : !torch.vtensor<[3,11],f32>
  }
}

