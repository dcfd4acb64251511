// RUN: edgec-opt %s -torch-simplify -torch-to-edge -split-input-file -verify-diagnostics | FileCheck %s

// x * t.item() with x int32 and t f16: the item is a Python float, which promotes by category only, so
// the product is f32 (the default float), not f16; the f16 element becomes a zero-dim f32 operand.
// CHECK-LABEL: func.func @item_promotes_as_a_number
// CHECK-SAME: (%[[X:.*]]: tensor<6xi32>, %[[T:.*]]: tensor<1x1xf16>) -> tensor<6xf32>
// CHECK: %[[S:.*]] = edge.view %[[T]] {size = array<i64>} : (tensor<1x1xf16>) -> tensor<f16>
// CHECK: %[[F:.*]] = edge._to_copy %[[S]] : (tensor<f16>) -> tensor<f32>
// CHECK: %[[Y:.*]] = edge.mul.Tensor %[[X]], %[[F]] : (tensor<6xi32>, tensor<f32>) -> tensor<6xf32>
// CHECK: return %[[Y]]
// CHECK-NOT: torch.
func.func @item_promotes_as_a_number(%x: !torch.vtensor<[6],si32>, %t: !torch.vtensor<[1,1],f16>) -> !torch.vtensor<[6],f32> {
  %0 = torch.aten._local_scalar_dense %t : !torch.vtensor<[1,1],f16> -> !torch.float
  %1 = torch.aten.mul.Scalar %x, %0 : !torch.vtensor<[6],si32>, !torch.float -> !torch.vtensor<[6],f32>
  return %1 : !torch.vtensor<[6],f32>
}

// -----

// Within the tensor's category the item keeps its precision: an f16 tensor plus an f32 item is f16.
// CHECK-LABEL: func.func @item_same_category
// CHECK: %[[S:.*]] = edge.view %{{.*}} {size = array<i64>} : (tensor<1xf32>) -> tensor<f32>
// CHECK: edge.add.Tensor %{{.*}}, %[[S]] {alpha = 1 : i64} : (tensor<7xf16>, tensor<f32>) -> tensor<7xf16>
// CHECK: edge.expand {{.*}} -> tensor<2x3xf32>
func.func @item_same_category(%x: !torch.vtensor<[7],f16>, %t: !torch.vtensor<[1],f32>) -> (!torch.vtensor<[7],f16>, !torch.vtensor<[2,3],f32>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %0 = torch.aten._local_scalar_dense %t : !torch.vtensor<[1],f32> -> !torch.float
  %1 = torch.aten.add.Scalar %x, %0, %int1 : !torch.vtensor<[7],f16>, !torch.float, !torch.int -> !torch.vtensor<[7],f16>
  %size = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.full %size, %0, %none, %none, %none, %none : !torch.list<int>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
  return %1, %2 : !torch.vtensor<[7],f16>, !torch.vtensor<[2,3],f32>
}

// -----

func.func @item_of_many(%x: !torch.vtensor<[6],f32>, %t: !torch.vtensor<[3],f32>) -> !torch.vtensor<[6],f32> {
  // expected-error @+1 {{item() of a tensor of 3 elements (it needs one)}}
  %0 = torch.aten._local_scalar_dense %t : !torch.vtensor<[3],f32> -> !torch.float
  %1 = torch.aten.mul.Scalar %x, %0 : !torch.vtensor<[6],f32>, !torch.float -> !torch.vtensor<[6],f32>
  return %1 : !torch.vtensor<[6],f32>
}
