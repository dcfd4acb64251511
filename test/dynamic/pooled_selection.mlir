#map = affine_map<()[s0] -> (s0, 1)>
#map1 = affine_map<()[s0] -> (s0)>
#map2 = affine_map<()[s0] -> (s0, 6)>
module {
  func.func @main(%arg0: !torch.vtensor<[10],f32>, %arg1: !torch.vtensor<[10,6],f32>) -> (!torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>) {
    %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 10} : !torch.int
    %int0 = torch.constant.int 0
    %1 = torch.aten.gt.Scalar %arg0, %int0 : !torch.vtensor<[10],f32>, !torch.int -> !torch.vtensor<[10],i1>
    %2 = torch.aten.nonzero %1 : !torch.vtensor<[10],i1> -> !torch.vtensor<[?,1],si64>
    torch.bind_symbolic_shape %2, [%0], #map : !torch.vtensor<[?,1],si64>
    %int1 = torch.constant.int 1
    %3 = torch.aten.select.int %2, %int1, %int0 : !torch.vtensor<[?,1],si64>, !torch.int, !torch.int -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %3, [%0], #map1 : !torch.vtensor<[?],si64>
    %4 = torch.aten.index_select %arg1, %int0, %3 : !torch.vtensor<[10,6],f32>, !torch.int, !torch.vtensor<[?],si64> -> !torch.vtensor<[?,6],f32>
    torch.bind_symbolic_shape %4, [%0], #map2 : !torch.vtensor<[?,6],f32>
    %5 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %6 = torch.aten.sum.dim_IntList %4, %5, %false, %none : !torch.vtensor<[?,6],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[6],f32>
    %7 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %8 = torch.aten.mean.dim %4, %7, %false, %none : !torch.vtensor<[?,6],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[6],f32>
    return %6, %8 : !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>
  }
}

