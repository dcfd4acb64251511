module {
  func.func @main(%arg0: !torch.vtensor<[31],f32>) -> !torch.vtensor<[60],f32> {
    %int9 = torch.constant.int 9
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int9, %none, %none, %none, %false, %none : !torch.vtensor<[31],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[31],complex<f32>>
    %int0 = torch.constant.int 0
    %1 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %int60 = torch.constant.int 60
    %2 = torch.operator "torch.aten._fft_c2r"(%0, %1, %int2, %int60) : (!torch.vtensor<[31],complex<f32>>, !torch.list<int>, !torch.int, !torch.int) -> !torch.vtensor<[60],f32>
    return %2 : !torch.vtensor<[60],f32>
  }
}

