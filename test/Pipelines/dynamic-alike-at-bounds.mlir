// RUN: edgec-opt %s -edgec-lower -mlir-print-local-scope | FileCheck %s

// Two pads of one tensor by different sizes with the same bound (8 - len and len - 1, both at most 7): their
// blocks are alike at the upper bounds but not at run time. Each keeps its own sizes (torch-to-edge states a
// binding on the op it binds), so CSE leaves them two values.
// CHECK-LABEL: func.func @main
// CHECK: edge.expand %{{.*}} {edge.dims = [affine_map<()[s0] -> (2, -s0 + 8)>], size = array<i64: 2, 7>}
// CHECK: edge.cat
// CHECK: edge.expand %{{.*}} {edge.dims = [affine_map<()[s0] -> (2, s0 - 1)>], size = array<i64: 2, 7>}
// CHECK: edge.cat {{.*}}edge.dims = [affine_map<()[s0] -> (2, s0 * 2 - 1)>]
  func.func @main(%arg0: !torch.vtensor<[2,?],f32>) -> (!torch.vtensor<[2,8],f32>, !torch.vtensor<[2,?],f32>) {
    %0 = torch.symbolic_int "len" {min_val = 1, max_val = 8} : !torch.int
    torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (2, s0)> : !torch.vtensor<[2,?],f32>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int8 = torch.constant.int 8
    %zero = torch.constant.float 0.0
    %1 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[2,?],f32>, !torch.int -> !torch.int
    %2 = torch.aten.sub.int %int8, %1 : !torch.int, !torch.int -> !torch.int
    %pad = torch.prim.ListConstruct %int0, %2 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.constant_pad_nd %arg0, %pad, %zero : !torch.vtensor<[2,?],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[2,8],f32>
    %4 = torch.aten.sub.int %1, %int1 : !torch.int, !torch.int -> !torch.int
    %pad2 = torch.prim.ListConstruct %int0, %4 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.constant_pad_nd %arg0, %pad2, %zero : !torch.vtensor<[2,?],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[2,?],f32>
    torch.bind_symbolic_shape %5, [%0], affine_map<()[s0] -> (2, s0 * 2 - 1)> : !torch.vtensor<[2,?],f32>
    return %3, %5 : !torch.vtensor<[2,8],f32>, !torch.vtensor<[2,?],f32>
  }
