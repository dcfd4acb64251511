func.func @max_pool(%arg0: !torch.vtensor<[1,2,6,6],f32>) -> !torch.vtensor<[1,2,4,4],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %true = torch.constant.bool true
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %values, %indices = torch.aten.max_pool2d_with_indices %arg0, %k, %s, %p, %d, %true : !torch.vtensor<[1,2,6,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,4,4],f32>, !torch.vtensor<[1,2,4,4],si64>
  return %values : !torch.vtensor<[1,2,4,4],f32>
}
