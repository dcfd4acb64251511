module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],ui8>) -> !torch.vtensor<[5,6,7],complex<f32>> {
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[5,6,7],ui8>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,6,7],f32>
    %int0 = torch.constant.int 0
    %int4 = torch.constant.int 4
    %1 = torch.prim.ListConstruct %int0, %int0, %int0, %int4, %int0, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.constant_pad_nd %0, %1, %int0 : !torch.vtensor<[5,6,7],f32>, !torch.list<int>, !torch.int -> !torch.vtensor<[5,10,7],f32>
    %int1 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %4 = torch.operator "torch.aten._fft_r2c"(%2, %3, %int1, %true) : (!torch.vtensor<[5,10,7],f32>, !torch.list<int>, !torch.int, !torch.bool) -> !torch.vtensor<[5,6,7],complex<f32>>
    return %4 : !torch.vtensor<[5,6,7],complex<f32>>
  }
}

