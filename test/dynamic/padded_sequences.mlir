#map = affine_map<()[s0] -> (1, 3, s0)>
#map1 = affine_map<()[s0] -> (1, 3, s0 * 2)>
module {
  func.func @main(%arg0: !torch.vtensor<[1,3,?],f32>) -> (!torch.vtensor<[1,3,32],f32>, !torch.vtensor<[1,3,40],f32>, !torch.vtensor<[1,3,?],f32>) {
    %0 = torch.symbolic_int "length" {min_val = 2, max_val = 32} : !torch.int
    torch.bind_symbolic_shape %arg0, [%0], #map : !torch.vtensor<[1,3,?],f32>
    %int2 = torch.constant.int 2
    %1 = torch.aten.size.int %arg0, %int2 : !torch.vtensor<[1,3,?],f32>, !torch.int -> !torch.int
    %int40 = torch.constant.int 40
    %2 = torch.aten.sub.int %int40, %1 : !torch.int, !torch.int -> !torch.int
    %int32 = torch.constant.int 32
    %3 = torch.aten.sub.int %int32, %1 : !torch.int, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %4 = torch.prim.ListConstruct %int0, %3 : (!torch.int, !torch.int) -> !torch.list<int>
    %float-1.000000e2B00 = torch.constant.float -1.000000e+00
    %5 = torch.aten.constant_pad_nd %arg0, %4, %float-1.000000e2B00 : !torch.vtensor<[1,3,?],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[1,3,32],f32>
    %6 = torch.aten.mul.Scalar %5, %int2 : !torch.vtensor<[1,3,32],f32>, !torch.int -> !torch.vtensor<[1,3,32],f32>
    %7 = torch.aten.floordiv.int %2, %int2 : !torch.int, !torch.int -> !torch.int
    %8 = torch.aten.sub.int %2, %7 : !torch.int, !torch.int -> !torch.int
    %9 = torch.prim.ListConstruct %7, %8 : (!torch.int, !torch.int) -> !torch.list<int>
    %float0.000000e2B00 = torch.constant.float 0.000000e+00
    %10 = torch.aten.constant_pad_nd %arg0, %9, %float0.000000e2B00 : !torch.vtensor<[1,3,?],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[1,3,40],f32>
    %11 = torch.prim.ListConstruct %int0, %1 : (!torch.int, !torch.int) -> !torch.list<int>
    %12 = torch.aten.constant_pad_nd %arg0, %11, %float0.000000e2B00 : !torch.vtensor<[1,3,?],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[1,3,?],f32>
    torch.bind_symbolic_shape %12, [%0], #map1 : !torch.vtensor<[1,3,?],f32>
    %int1 = torch.constant.int 1
    %13 = torch.aten.add.Scalar %12, %int1, %int1 : !torch.vtensor<[1,3,?],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,3,?],f32>
    torch.bind_symbolic_shape %13, [%0], #map1 : !torch.vtensor<[1,3,?],f32>
    return %6, %10, %13 : !torch.vtensor<[1,3,32],f32>, !torch.vtensor<[1,3,40],f32>, !torch.vtensor<[1,3,?],f32>
  }
}

