#map = affine_map<()[s0] -> (s0, 3)>
#map1 = affine_map<()[s0] -> (s0)>
module {
  func.func @main(%arg0: !torch.vtensor<[10,3],f32>) -> !torch.vtensor<[?,3],f32> {
    %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 10} : !torch.int
    %1 = torch.symbolic_int "u1" {min_val = 0, max_val = 10} : !torch.int
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %2 = torch.aten.select.int %arg0, %int1, %int0 : !torch.vtensor<[10,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[10],f32>
    %3 = torch.aten.gt.Scalar %2, %int0 : !torch.vtensor<[10],f32>, !torch.int -> !torch.vtensor<[10],i1>
    %4 = torch.prim.ListConstruct %3 : (!torch.vtensor<[10],i1>) -> !torch.list<optional<vtensor>>
    %5 = torch.aten.index.Tensor %arg0, %4 : !torch.vtensor<[10,3],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[?,3],f32>
    torch.bind_symbolic_shape %5, [%0], #map : !torch.vtensor<[?,3],f32>
    %6 = torch.aten.select.int %5, %int1, %int1 : !torch.vtensor<[?,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
    torch.bind_symbolic_shape %6, [%0], #map1 : !torch.vtensor<[?],f32>
    %7 = torch.aten.gt.Scalar %6, %int0 : !torch.vtensor<[?],f32>, !torch.int -> !torch.vtensor<[?],i1>
    torch.bind_symbolic_shape %7, [%0], #map1 : !torch.vtensor<[?],i1>
    %8 = torch.prim.ListConstruct %7 : (!torch.vtensor<[?],i1>) -> !torch.list<optional<vtensor>>
    %9 = torch.aten.index.Tensor %5, %8 : !torch.vtensor<[?,3],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[?,3],f32>
    torch.bind_symbolic_shape %9, [%1], #map : !torch.vtensor<[?,3],f32>
    %int2 = torch.constant.int 2
    %10 = torch.aten.mul.Scalar %9, %int2 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.vtensor<[?,3],f32>
    torch.bind_symbolic_shape %10, [%1], #map : !torch.vtensor<[?,3],f32>
    return %10 : !torch.vtensor<[?,3],f32>
  }
}

