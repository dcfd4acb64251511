func.func @conv_mean_softmax(%x: !torch.vtensor<[1,3,8,8],f32>) -> !torch.vtensor<[1,4],f32> {
  %w = torch.vtensor.literal(dense<1.0> : tensor<4x3x3x3xf32>) : !torch.vtensor<[4,3,3,3],f32>
  %none = torch.constant.none
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int-1 = torch.constant.int -1
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %s, %p, %d, %false, %op, %int1 : !torch.vtensor<[1,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,4,4],f32>
  %dims = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.mean.dim %0, %dims, %true, %none : !torch.vtensor<[1,4,4,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,4,1,1],f32>
  %size = torch.prim.ListConstruct %int1, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.view %1, %size : !torch.vtensor<[1,4,1,1],f32>, !torch.list<int> -> !torch.vtensor<[1,4],f32>
  %3 = torch.aten._softmax %2, %int1, %false : !torch.vtensor<[1,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,4],f32>
  return %3 : !torch.vtensor<[1,4],f32>
}
