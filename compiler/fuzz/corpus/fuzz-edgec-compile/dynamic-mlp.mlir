func.func @main(%arg0: !torch.vtensor<[?,16],f32>) -> !torch.vtensor<[?,8],f32> {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 32} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 16)> : !torch.vtensor<[?,16],f32>
  %w = torch.vtensor.literal(dense<0.5> : tensor<8x16xf32>) : !torch.vtensor<[8,16],f32>
  %b = torch.vtensor.literal(dense<0.25> : tensor<8xf32>) : !torch.vtensor<[8],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %l = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %wt = torch.aten.permute %w, %l : !torch.vtensor<[8,16],f32>, !torch.list<int> -> !torch.vtensor<[16,8],f32>
  %1 = torch.aten.addmm %b, %arg0, %wt, %int1, %int1 : !torch.vtensor<[8],f32>, !torch.vtensor<[?,16],f32>, !torch.vtensor<[16,8],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,8],f32>
  torch.bind_symbolic_shape %1, [%0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
  %2 = torch.aten.relu %1 : !torch.vtensor<[?,8],f32> -> !torch.vtensor<[?,8],f32>
  torch.bind_symbolic_shape %2, [%0], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
  %sz = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,16],f32>, !torch.int -> !torch.int
  %int4 = torch.constant.int 4
  %int2 = torch.constant.int 2
  %m = torch.aten.mul.int %sz, %int4 : !torch.int, !torch.int -> !torch.int
  %l2 = torch.prim.ListConstruct %m, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten.view %2, %l2 : !torch.vtensor<[?,8],f32>, !torch.list<int> -> !torch.vtensor<[?,2],f32>
  torch.bind_symbolic_shape %3, [%0], affine_map<()[s0] -> (s0 * 4, 2)> : !torch.vtensor<[?,2],f32>
  return %2 : !torch.vtensor<[?,8],f32>
}
