module {
  func.func @main(%arg0: !torch.vtensor<[4,9],f16>) -> !torch.vtensor<[108],f16> {
    %float0.69999999999999996 = torch.constant.float 0.69999999999999996
    %int1 = torch.constant.int 1
    %0 = torch.aten.elu %arg0, %float0.69999999999999996, %int1, %int1 : !torch.vtensor<[4,9],f16>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[4,9],f16>
    %int36 = torch.constant.int 36
    %1 = torch.prim.ListConstruct %int36 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[4,9],f16>, !torch.list<int> -> !torch.vtensor<[36],f16>
    %float1.6732632423543772 = torch.constant.float 1.6732632423543772
    %float1.0507009873554805 = torch.constant.float 1.0507009873554805
    %3 = torch.aten.elu %arg0, %float1.6732632423543772, %float1.0507009873554805, %int1 : !torch.vtensor<[4,9],f16>, !torch.float, !torch.float, !torch.int -> !torch.vtensor<[4,9],f16>
    %4 = torch.prim.ListConstruct %int36 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[4,9],f16>, !torch.list<int> -> !torch.vtensor<[36],f16>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %6 = torch.aten._to_copy %arg0, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[4,9],f16>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,9],f32>
    %float1.500000e2B00 = torch.constant.float 1.500000e+00
    %7 = torch.aten.div.Scalar %6, %float1.500000e2B00 : !torch.vtensor<[4,9],f32>, !torch.float -> !torch.vtensor<[4,9],f32>
    %8 = torch.aten.expm1 %7 : !torch.vtensor<[4,9],f32> -> !torch.vtensor<[4,9],f32>
    %9 = torch.aten.mul.Scalar %8, %float1.500000e2B00 : !torch.vtensor<[4,9],f32>, !torch.float -> !torch.vtensor<[4,9],f32>
    %int0 = torch.constant.int 0
    %10 = torch.aten.gt.Scalar %6, %int0 : !torch.vtensor<[4,9],f32>, !torch.int -> !torch.vtensor<[4,9],i1>
    %11 = torch.aten.where.self %10, %6, %9 : !torch.vtensor<[4,9],i1>, !torch.vtensor<[4,9],f32>, !torch.vtensor<[4,9],f32> -> !torch.vtensor<[4,9],f32>
    %int5 = torch.constant.int 5
    %12 = torch.aten._to_copy %11, %int5, %none, %none, %none, %false, %none : !torch.vtensor<[4,9],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[4,9],f16>
    %13 = torch.prim.ListConstruct %int36 : (!torch.int) -> !torch.list<int>
    %14 = torch.aten.view %12, %13 : !torch.vtensor<[4,9],f16>, !torch.list<int> -> !torch.vtensor<[36],f16>
    %15 = torch.prim.ListConstruct %2, %5, %14 : (!torch.vtensor<[36],f16>, !torch.vtensor<[36],f16>, !torch.vtensor<[36],f16>) -> !torch.list<vtensor>
    %16 = torch.aten.cat %15, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[108],f16>
    return %16 : !torch.vtensor<[108],f16>
  }
}

