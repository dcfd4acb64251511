module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],f32>) -> !torch.vtensor<[5,3,10],f32> {
    %int9 = torch.constant.int 9
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int9, %none, %none, %none, %false, %none : !torch.vtensor<[5,6,7],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,6,7],complex<f32>>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %int3 = torch.constant.int 3
    %1 = torch.aten.slice.Tensor %0, %int1, %int0, %int3, %int1 : !torch.vtensor<[5,6,7],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,3,7],complex<f32>>
    %int2 = torch.constant.int 2
    %int6 = torch.constant.int 6
    %2 = torch.aten.slice.Tensor %1, %int2, %int0, %int6, %int1 : !torch.vtensor<[5,3,7],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,3,6],complex<f32>>
    %3 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int10 = torch.constant.int 10
    %4 = torch.operator "torch.aten._fft_c2r"(%2, %3, %int1, %int10) : (!torch.vtensor<[5,3,6],complex<f32>>, !torch.list<int>, !torch.int, !torch.int) -> !torch.vtensor<[5,3,10],f32>
    return %4 : !torch.vtensor<[5,3,10],f32>
  }
}

