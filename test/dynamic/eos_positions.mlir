#map = affine_map<()[s0] -> (3, s0)>
#map1 = affine_map<()[s0] -> (s0)>
#map2 = affine_map<()[s0] -> (1, s0)>
#map3 = affine_map<()[s0] -> (3, s0, 8)>
#map4 = affine_map<()[s0] -> (3, s0, 1)>
module {
  func.func @main(%arg0: !torch.vtensor<[3,?],si64>) -> (!torch.vtensor<[3,8],f32>, !torch.vtensor<[3],si64>) {
    %0 = torch.symbolic_int "tokens" {min_val = 1, max_val = 40} : !torch.int
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_6_8_torch.float32> : tensor<6x8xf32>) : !torch.vtensor<[6,8],f32>
    torch.bind_symbolic_shape %arg0, [%0], #map : !torch.vtensor<[3,?],si64>
    %int1 = torch.constant.int 1
    %2 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[3,?],si64>, !torch.int -> !torch.int
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %3 = torch.aten.arange.start_step %int0, %2, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[?],si64>
    torch.bind_symbolic_shape %3, [%0], #map1 : !torch.vtensor<[?],si64>
    %4 = torch.aten.eq.Scalar %arg0, %int0 : !torch.vtensor<[3,?],si64>, !torch.int -> !torch.vtensor<[3,?],i1>
    torch.bind_symbolic_shape %4, [%0], #map : !torch.vtensor<[3,?],i1>
    %int4 = torch.constant.int 4
    %5 = torch.aten.scalar_tensor %2, %int4, %int0, %cpu, %none : !torch.int, !torch.int, !torch.int, !torch.Device, !torch.none -> !torch.vtensor<[],si64>
    %6 = torch.aten.where.self %4, %3, %5 : !torch.vtensor<[3,?],i1>, !torch.vtensor<[?],si64>, !torch.vtensor<[],si64> -> !torch.vtensor<[3,?],si64>
    torch.bind_symbolic_shape %6, [%0], #map : !torch.vtensor<[3,?],si64>
    %int-1 = torch.constant.int -1
    %result0, %result1 = torch.aten.min.dim %6, %int-1, %false : !torch.vtensor<[3,?],si64>, !torch.int, !torch.bool -> !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>
    %7 = torch.aten.unsqueeze %3, %int0 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[1,?],si64>
    torch.bind_symbolic_shape %7, [%0], #map2 : !torch.vtensor<[1,?],si64>
    %8 = torch.aten.unsqueeze %result0, %int1 : !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3,1],si64>
    %9 = torch.aten.lt.Tensor %7, %8 : !torch.vtensor<[1,?],si64>, !torch.vtensor<[3,1],si64> -> !torch.vtensor<[3,?],i1>
    torch.bind_symbolic_shape %9, [%0], #map : !torch.vtensor<[3,?],i1>
    %10 = torch.aten.embedding %1, %arg0, %int-1, %false, %false : !torch.vtensor<[6,8],f32>, !torch.vtensor<[3,?],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,?,8],f32>
    torch.bind_symbolic_shape %10, [%0], #map3 : !torch.vtensor<[3,?,8],f32>
    %int2 = torch.constant.int 2
    %11 = torch.aten.unsqueeze %9, %int2 : !torch.vtensor<[3,?],i1>, !torch.int -> !torch.vtensor<[3,?,1],i1>
    torch.bind_symbolic_shape %11, [%0], #map4 : !torch.vtensor<[3,?,1],i1>
    %12 = torch.aten.mul.Tensor %10, %11 : !torch.vtensor<[3,?,8],f32>, !torch.vtensor<[3,?,1],i1> -> !torch.vtensor<[3,?,8],f32>
    torch.bind_symbolic_shape %12, [%0], #map3 : !torch.vtensor<[3,?,8],f32>
    %13 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %14 = torch.aten.sum.dim_IntList %12, %13, %false, %none : !torch.vtensor<[3,?,8],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3,8],f32>
    %15 = torch.aten.clamp %result0, %int1, %none : !torch.vtensor<[3],si64>, !torch.int, !torch.none -> !torch.vtensor<[3],si64>
    %16 = torch.aten.unsqueeze %15, %int1 : !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3,1],si64>
    %17 = torch.aten.div.Tensor %14, %16 : !torch.vtensor<[3,8],f32>, !torch.vtensor<[3,1],si64> -> !torch.vtensor<[3,8],f32>
    return %17, %result0 : !torch.vtensor<[3,8],f32>, !torch.vtensor<[3],si64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_6_8_torch.float32: "0x04000000851B90BF8A8093BFD64B80BE5D25DEBE1545593F8327313F6DCCA1BEC15F07C03801A53EF4B4A1BFFF30B33EBBC39D3E776FF53D936B9E3F8EF28E3F7C367DBEC223ADBF4614D9BF0410113F5D234B3F8B4D193F5B0DC7BFCAC6AEBE4E2FED3F6B0C403F2BE315BFEB8E31BEA4E13B3EC0D6B13F000DCB3F9C40723F33FB57BFC8131DBF6467013D2840FCBE70607E3ED01FE13ED637E63DF80A243F3CDFE13EB987D1BD9CDD4A3F534F94BE1712573D2FDA053F55571340B704BCBF9E18CBBF"
    }
  }
#-}

