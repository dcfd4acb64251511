module {
  func.func @main(%arg0: !torch.vtensor<[4,9],f32>) -> !torch.vtensor<[108],f32> {
    %float0.69999999999999996 = torch.constant.float 0.69999999999999996
    %int1 = torch.constant.int 1
    %0 = torch.aten.elu %arg0, %float0.69999999999999996, %int1, %int1 : !torch.vtensor<[4,9],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[4,9],f32>
    %int36 = torch.constant.int 36
    %1 = torch.prim.ListConstruct %int36 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.view %0, %1 : !torch.vtensor<[4,9],f32>, !torch.list<int> -> !torch.vtensor<[36],f32>
    %float1.6732632423543772 = torch.constant.float 1.6732632423543772
    %float1.0507009873554805 = torch.constant.float 1.0507009873554805
    %3 = torch.aten.elu %arg0, %float1.6732632423543772, %float1.0507009873554805, %int1 : !torch.vtensor<[4,9],f32>, !torch.float, !torch.float, !torch.int -> !torch.vtensor<[4,9],f32>
    %4 = torch.prim.ListConstruct %int36 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[4,9],f32>, !torch.list<int> -> !torch.vtensor<[36],f32>
    %float1.500000e2B00 = torch.constant.float 1.500000e+00
    %6 = torch.aten.div.Scalar %arg0, %float1.500000e2B00 : !torch.vtensor<[4,9],f32>, !torch.float -> !torch.vtensor<[4,9],f32>
    %7 = torch.aten.expm1 %6 : !torch.vtensor<[4,9],f32> -> !torch.vtensor<[4,9],f32>
    %8 = torch.aten.mul.Scalar %7, %float1.500000e2B00 : !torch.vtensor<[4,9],f32>, !torch.float -> !torch.vtensor<[4,9],f32>
    %int0 = torch.constant.int 0
    %9 = torch.aten.gt.Scalar %arg0, %int0 : !torch.vtensor<[4,9],f32>, !torch.int -> !torch.vtensor<[4,9],i1>
    %10 = torch.aten.where.self %9, %arg0, %8 : !torch.vtensor<[4,9],i1>, !torch.vtensor<[4,9],f32>, !torch.vtensor<[4,9],f32> -> !torch.vtensor<[4,9],f32>
    %11 = torch.prim.ListConstruct %int36 : (!torch.int) -> !torch.list<int>
    %12 = torch.aten.view %10, %11 : !torch.vtensor<[4,9],f32>, !torch.list<int> -> !torch.vtensor<[36],f32>
    %13 = torch.prim.ListConstruct %2, %5, %12 : (!torch.vtensor<[36],f32>, !torch.vtensor<[36],f32>, !torch.vtensor<[36],f32>) -> !torch.list<vtensor>
    %14 = torch.aten.cat %13, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[108],f32>
    return %14 : !torch.vtensor<[108],f32>
  }
}

