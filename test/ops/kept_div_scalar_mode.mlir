module {
  func.func @main(%arg0: !torch.vtensor<[13],f32>, %arg1: !torch.vtensor<[13],si64>) -> !torch.vtensor<[52],f32> {
    %float-2.500000e2B00 = torch.constant.float -2.500000e+00
    %str = torch.constant.str "floor"
    %0 = torch.aten.div.Scalar_mode %arg0, %float-2.500000e2B00, %str : !torch.vtensor<[13],f32>, !torch.float, !torch.str -> !torch.vtensor<[13],f32>
    %int3 = torch.constant.int 3
    %str_0 = torch.constant.str "trunc"
    %1 = torch.aten.div.Scalar_mode %arg0, %int3, %str_0 : !torch.vtensor<[13],f32>, !torch.int, !torch.str -> !torch.vtensor<[13],f32>
    %2 = torch.aten.div.Scalar_mode %arg1, %int3, %str : !torch.vtensor<[13],si64>, !torch.int, !torch.str -> !torch.vtensor<[13],si64>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %3 = torch.aten._to_copy %2, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[13],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[13],f32>
    %int-4 = torch.constant.int -4
    %4 = torch.aten.div.Scalar_mode %arg1, %int-4, %str_0 : !torch.vtensor<[13],si64>, !torch.int, !torch.str -> !torch.vtensor<[13],si64>
    %5 = torch.aten._to_copy %4, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[13],si64>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[13],f32>
    %6 = torch.prim.ListConstruct %0, %1, %3, %5 : (!torch.vtensor<[13],f32>, !torch.vtensor<[13],f32>, !torch.vtensor<[13],f32>, !torch.vtensor<[13],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %7 = torch.aten.cat %6, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[52],f32>
    return %7 : !torch.vtensor<[52],f32>
  }
}

