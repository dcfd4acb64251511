#map = affine_map<()[s0] -> (s0, 4)>
#map1 = affine_map<()[s0] -> (s0, 2)>
module {
  func.func @main(%arg0: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,2],si64> {
    %0 = torch.symbolic_int "u0" {min_val = 0, max_val = 32} : !torch.int
    %1 = torch.symbolic_int "s77" {min_val = 1, max_val = 8} : !torch.int
    torch.bind_symbolic_shape %arg0, [%1], #map : !torch.vtensor<[?,4],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %2 = torch.aten.gt.Scalar %arg0, %float5.000000e-01 : !torch.vtensor<[?,4],f32>, !torch.float -> !torch.vtensor<[?,4],i1>
    torch.bind_symbolic_shape %2, [%1], #map : !torch.vtensor<[?,4],i1>
    %3 = torch.aten.nonzero %2 : !torch.vtensor<[?,4],i1> -> !torch.vtensor<[?,2],si64>
    torch.bind_symbolic_shape %3, [%0], #map1 : !torch.vtensor<[?,2],si64>
    %int1 = torch.constant.int 1
    %4 = torch.aten.add.Scalar %3, %int1, %int1 : !torch.vtensor<[?,2],si64>, !torch.int, !torch.int -> !torch.vtensor<[?,2],si64>
    torch.bind_symbolic_shape %4, [%0], #map1 : !torch.vtensor<[?,2],si64>
    return %4 : !torch.vtensor<[?,2],si64>
  }
}

