#map = affine_map<()[s0] -> (s0)>
module {
  func.func @main(%arg0: !torch.vtensor<[10,10],bf16>, %arg1: !torch.vtensor<[10,10],i1>) -> !torch.vtensor<[?],bf16> {
    %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 100} : !torch.int
    %1 = torch.aten.masked_select %arg0, %arg1 : !torch.vtensor<[10,10],bf16>, !torch.vtensor<[10,10],i1> -> !torch.vtensor<[?],bf16>
    torch.bind_symbolic_shape %1, [%0], #map : !torch.vtensor<[?],bf16>
    return %1 : !torch.vtensor<[?],bf16>
  }
}

