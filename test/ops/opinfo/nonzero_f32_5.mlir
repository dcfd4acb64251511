#map = affine_map<()[s0] -> (s0, 1)>
#map1 = affine_map<()[s0] -> (s0)>
module {
  func.func @main(%arg0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[?],si64> {
    %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 5} : !torch.int
    %1 = torch.aten.nonzero %arg0 : !torch.vtensor<[5],f32> -> !torch.vtensor<[?,1],si64>
    torch.bind_symbolic_shape %1, [%0], #map : !torch.vtensor<[?,1],si64>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %2 = torch.aten.slice.Tensor %1, %int1, %int0, %int1, %int1 : !torch.vtensor<[?,1],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1],si64>
    torch.bind_symbolic_shape %2, [%0], #map : !torch.vtensor<[?,1],si64>
    %3 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %4 = torch.operator "torch.aten.squeeze.dims"(%2, %3) : (!torch.vtensor<[?,1],si64>, !torch.list<int>) -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %4, [%0], #map1 : !torch.vtensor<[?],si64>
    return %4 : !torch.vtensor<[?],si64>
  }
}

