#map = affine_map<()[s0] -> (s0, 0)>
module {
  func.func @main(%arg0: !torch.vtensor<[],si8>) -> !torch.vtensor<[?,0],si64> {
    %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 1} : !torch.int
    %1 = torch.aten.nonzero %arg0 : !torch.vtensor<[],si8> -> !torch.vtensor<[?,0],si64>
    torch.bind_symbolic_shape %1, [%0], #map : !torch.vtensor<[?,0],si64>
    return %1 : !torch.vtensor<[?,0],si64>
  }
}

