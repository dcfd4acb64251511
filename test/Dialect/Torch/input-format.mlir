// The examples of the input-format reference (torch-mlir's printed forms), line for line in one program:
// each parses, verifies and prints back unchanged.
// RUN: edgec-opt %s | FileCheck %s
// RUN: grep -v '^//' %s | sed '/./,$!d' > %t.expected
// RUN: edgec-opt %s | diff %t.expected -

// CHECK-LABEL: func.func @main(
// CHECK: torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
// CHECK: torch.bind_symbolic_shape %arg1, [%{{.*}}], #map : !torch.vtensor<[?,3],f32>
// CHECK: %none = torch.constant.none
// CHECK: %true = torch.constant.bool true
// CHECK: %int3 = torch.constant.int 3
// CHECK: %int-1 = torch.constant.int -1
// CHECK: %float1.000000e-01 = torch.constant.float 1.000000e-01
// CHECK: %str = torch.constant.str "none"
// CHECK: %cpu = torch.constant.device "cpu"
// CHECK: = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK: = torch.prim.ListConstruct  : () -> !torch.list<int>
// CHECK: torch.vtensor.literal(dense<5.000000e-01> : tensor<1x1xf32>) : !torch.vtensor<[1,1],f32>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_3_1_torch.float32> : tensor<3x1xf32>) : !torch.vtensor<[3,1],f32>
// CHECK: torch.operator "torch.aten.foo"(%arg2) : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
// CHECK: torch.aten.convolution %arg0, %{{.*}}, %none, %{{.*}}, %{{.*}}, %{{.*}}, %false, %{{.*}}, %int1 : !torch.vtensor<[5,2,10,20],f32>, !torch.vtensor<[10,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[5,10,14,24],f32>
#map = affine_map<()[s0] -> (s0, 3)>
module {
  func.func @main(%arg0: !torch.vtensor<[5,2,10,20],f32>, %arg1: !torch.vtensor<[?,3],f32>, %arg2: !torch.vtensor<[2],f32>, %arg3: !torch.vtensor<[],f32>) -> (!torch.vtensor<[5,10,14,24],f32>, !torch.vtensor<[2],f32>) {
    %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
    torch.bind_symbolic_shape %arg1, [%0], #map : !torch.vtensor<[?,3],f32>
    %none = torch.constant.none
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %int3 = torch.constant.int 3
    %int-1 = torch.constant.int -1
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %str = torch.constant.str "none"
    %cpu = torch.constant.device "cpu"
    %1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %3 = torch.vtensor.literal(dense<5.000000e-01> : tensor<1x1xf32>) : !torch.vtensor<[1,1],f32>
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_3_1_torch.float32> : tensor<3x1xf32>) : !torch.vtensor<[3,1],f32>
    %5 = torch.operator "torch.aten.foo"(%arg2) : (!torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
    %6 = torch.vtensor.literal(dense_resource<__elided__> : tensor<10x2x3x3xf32>) : !torch.vtensor<[10,2,3,3],f32>
    %7 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.convolution %arg0, %6, %none, %1, %7, %1, %false, %8, %int1 : !torch.vtensor<[5,2,10,20],f32>, !torch.vtensor<[10,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[5,10,14,24],f32>
    return %9, %5 : !torch.vtensor<[5,10,14,24],f32>, !torch.vtensor<[2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_1_torch.float32: "0x040000000000803F0000004000004040"
    }
  }
#-}

