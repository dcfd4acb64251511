// A program with ops edgec cannot compile yet: it exits with status 1, writes nothing and names every such
// op (one error per op, at its first use, with the count); --list-unsupported lists the same ops.
// RUN: rm -f %t.pte
// RUN: sh -c 'edgec compile %s -o %t.pte 2>%t.err; test $? -eq 1'
// RUN: not test -e %t.pte
// RUN: FileCheck %s -DFILE=%s < %t.err
// RUN: not edgec compile --list-unsupported %s | FileCheck %s --check-prefix=LIST
func.func @main(%arg0: !torch.vtensor<[1,4,3,3],f32>, %grid: !torch.vtensor<[1,3,3,2],f32>) -> !torch.vtensor<[1,1,4,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %int9 = torch.constant.int 9
  %false = torch.constant.bool false
  // CHECK: [[FILE]]:[[# @LINE + 1]]:8: error: unsupported op 'torch.aten.grid_sampler_2d' (2 uses): no lowering to the edge dialect yet
  %0 = torch.aten.grid_sampler_2d %arg0, %grid, %int0, %int0, %false : !torch.vtensor<[1,4,3,3],f32>, !torch.vtensor<[1,3,3,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[1,4,3,3],f32>
  %1 = torch.aten.relu %0 : !torch.vtensor<[1,4,3,3],f32> -> !torch.vtensor<[1,4,3,3],f32>
  %2 = torch.aten.grid_sampler_2d %1, %grid, %int0, %int0, %false : !torch.vtensor<[1,4,3,3],f32>, !torch.vtensor<[1,3,3,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[1,4,3,3],f32>
  %shape = torch.prim.ListConstruct %int1, %int4, %int9 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %cols = torch.aten.view %2, %shape : !torch.vtensor<[1,4,3,3],f32>, !torch.list<int> -> !torch.vtensor<[1,4,9],f32>
  %out = torch.prim.ListConstruct %int4, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %kernel = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %ones = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %zeros = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  // CHECK: [[FILE]]:[[# @LINE + 1]]:10: error: unsupported op 'torch.aten.col2im' (1 use): no lowering to the edge dialect yet
  %img = torch.aten.col2im %cols, %out, %kernel, %ones, %zeros, %ones : !torch.vtensor<[1,4,9],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[1,1,4,4],f32>
  return %img : !torch.vtensor<[1,1,4,4],f32>
}
// CHECK-NOT: error
// LIST: 2 ops (3 uses) cannot be compiled yet:
// LIST-NEXT: 2 torch.aten.grid_sampler_2d
// LIST-NEXT: 1 torch.aten.col2im
