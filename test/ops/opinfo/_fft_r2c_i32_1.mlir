module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],si32>) -> !torch.vtensor<[5,6,4],complex<f32>> {
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[5,6,7],si32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,6,7],f32>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %true = torch.constant.bool true
    %2 = torch.operator "torch.aten._fft_r2c"(%0, %1, %int1, %true) : (!torch.vtensor<[5,6,7],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[5,6,4],complex<f32>>
    return %2 : !torch.vtensor<[5,6,4],complex<f32>>
  }
}

