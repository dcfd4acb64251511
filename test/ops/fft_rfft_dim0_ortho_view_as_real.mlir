module {
  func.func @main(%arg0: !torch.vtensor<[9,4],f32>) -> !torch.vtensor<[5,4,2],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %true = torch.constant.bool true
    %1 = torch.operator "torch.aten._fft_r2c"(%arg0, %0, %int1, %true) : (!torch.vtensor<[9,4],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[5,4],complex<f32>>
    %2 = torch.aten.view_as_real %1 : !torch.vtensor<[5,4],complex<f32>> -> !torch.vtensor<[5,4,2],f32>
    return %2 : !torch.vtensor<[5,4,2],f32>
  }
}

