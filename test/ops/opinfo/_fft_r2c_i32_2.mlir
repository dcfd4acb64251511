module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],si32>) -> !torch.vtensor<[5,3,6],complex<f32>> {
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[5,6,7],si32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,6,7],f32>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %int3 = torch.constant.int 3
    %1 = torch.aten.slice.Tensor %0, %int1, %int0, %int3, %int1 : !torch.vtensor<[5,6,7],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,3,7],f32>
    %2 = torch.prim.ListConstruct %int0, %int3, %int0, %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.constant_pad_nd %1, %2, %int0 : !torch.vtensor<[5,3,7],f32>, !torch.list<int>, !torch.int -> !torch.vtensor<[5,3,10],f32>
    %int2 = torch.constant.int 2
    %4 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %5 = torch.operator "torch.aten._fft_r2c"(%3, %4, %int1, %true) : (!torch.vtensor<[5,3,10],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[5,3,6],complex<f32>>
    return %5 : !torch.vtensor<[5,3,6],complex<f32>>
  }
}

