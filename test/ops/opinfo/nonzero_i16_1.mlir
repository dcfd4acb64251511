#map = affine_map<()[s0] -> (s0, 1)>
#map1 = affine_map<()[s0] -> (s0)>
module {
  func.func @main(%arg0: !torch.vtensor<[],si16>) -> !torch.vtensor<[?],si64> {
    %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 1} : !torch.int
    %int0 = torch.constant.int 0
    %1 = torch.aten.unsqueeze %arg0, %int0 : !torch.vtensor<[],si16>, !torch.int -> !torch.vtensor<[1],si16>
    %2 = torch.aten.nonzero %1 : !torch.vtensor<[1],si16> -> !torch.vtensor<[?,1],si64>
    torch.bind_symbolic_shape %2, [%0], #map : !torch.vtensor<[?,1],si64>
    %int1 = torch.constant.int 1
    %3 = torch.aten.slice.Tensor %2, %int1, %int0, %int1, %int1 : !torch.vtensor<[?,1],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1],si64>
    torch.bind_symbolic_shape %3, [%0], #map : !torch.vtensor<[?,1],si64>
    %4 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %5 = torch.operator "torch.aten.squeeze.dims"(%3, %4) : (!torch.vtensor<[?,1],si64>, !torch.list<int>) -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %5, [%0], #map1 : !torch.vtensor<[?],si64>
    return %5 : !torch.vtensor<[?],si64>
  }
}

