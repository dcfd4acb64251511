module {
  func.func @main(%arg0: !torch.vtensor<[5,6,7],f32>) -> !torch.vtensor<[5,6,8],f32> {
    %int9 = torch.constant.int 9
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten._to_copy %arg0, %int9, %none, %none, %none, %false, %none : !torch.vtensor<[5,6,7],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,6,7],complex<f32>>
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int5 = torch.constant.int 5
    %int1 = torch.constant.int 1
    %1 = torch.aten.slice.Tensor %0, %int2, %int0, %int5, %int1 : !torch.vtensor<[5,6,7],complex<f32>>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,6,5],complex<f32>>
    %2 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int8 = torch.constant.int 8
    %3 = torch.operator "torch.aten._fft_c2r"(%1, %2, %int2, %int8) : (!torch.vtensor<[5,6,5],complex<f32>>, !torch.list<int>, !torch.int, !torch.int) -> !torch.vtensor<[5,6,8],f32>
    return %3 : !torch.vtensor<[5,6,8],f32>
  }
}

