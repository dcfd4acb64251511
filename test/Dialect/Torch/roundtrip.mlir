// Round trip of the torch-mlir text format (the examples of shared/reference/input-format.md): printing,
// re-parsing and printing again gives the same text.
// RUN: edgec-opt %s | edgec-opt | FileCheck %s
// RUN: edgec-opt %s --mlir-print-op-generic | edgec-opt | FileCheck %s

// CHECK-LABEL: func.func @constants
// CHECK: %none = torch.constant.none
// CHECK: %true = torch.constant.bool true
// CHECK: %int3 = torch.constant.int 3
// CHECK: %int-1 = torch.constant.int -1
// CHECK: %float1.000000e-01 = torch.constant.float 1.000000e-01
// CHECK: %str = torch.constant.str "none"
// CHECK: %cpu = torch.constant.device "cpu"
// CHECK: torch.prim.ListConstruct %int3, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK: torch.prim.ListConstruct  : () -> !torch.list<int>
// CHECK: torch.prim.ListConstruct %arg0, %none : (!torch.vtensor<[2,3],f32>, !torch.none) -> !torch.list<optional<vtensor>>
func.func @constants(%arg0: !torch.vtensor<[2,3],f32>) -> (!torch.none, !torch.bool, !torch.float, !torch.str, !torch.Device, !torch.list<int>, !torch.list<int>, !torch.list<optional<vtensor>>) {
  %none = torch.constant.none
  %true = torch.constant.bool true
  %int3 = torch.constant.int 3
  %int-1 = torch.constant.int -1
  %float1.000000e-01 = torch.constant.float 1.000000e-01
  %str = torch.constant.str "none"
  %cpu = torch.constant.device "cpu"
  %0 = torch.prim.ListConstruct %int3, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.prim.ListConstruct  : () -> !torch.list<int>
  %2 = torch.prim.ListConstruct %arg0, %none : (!torch.vtensor<[2,3],f32>, !torch.none) -> !torch.list<optional<vtensor>>
  return %none, %true, %float1.000000e-01, %str, %cpu, %0, %1, %2 : !torch.none, !torch.bool, !torch.float, !torch.str, !torch.Device, !torch.list<int>, !torch.list<int>, !torch.list<optional<vtensor>>
}

// CHECK-LABEL: func.func @types
// CHECK-SAME: !torch.vtensor<[],f32>
// CHECK-SAME: !torch.vtensor<[?,3],si64>
// CHECK-SAME: !torch.vtensor<[?,4],ui8>
// CHECK-SAME: !torch.vtensor<[1],i1>
// CHECK-SAME: !torch.vtensor<[2],bf16>
// CHECK-SAME: !torch.vtensor
// CHECK-SAME: !torch.list<vtensor>
// CHECK-SAME: !torch.optional<int>
func.func @types(%a: !torch.vtensor<[],f32>, %b: !torch.vtensor<[?,3],si64>, %c: !torch.vtensor<[-1,4],ui8>, %d: !torch.vtensor<[1],i1>, %e: !torch.vtensor<[2],bf16>, %f: !torch.vtensor, %g: !torch.list<vtensor>, %h: !torch.optional<int>) {
  return
}

// CHECK-LABEL: func.func @literals
// CHECK: torch.vtensor.literal(dense<5.000000e-01> : tensor<1x1xf32>) : !torch.vtensor<[1,1],f32>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_3_1_torch.float32> : tensor<3x1xf32>) : !torch.vtensor<[3,1],f32>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>) : !torch.vtensor<[2],si64>
func.func @literals() -> (!torch.vtensor<[1,1],f32>, !torch.vtensor<[3,1],f32>, !torch.vtensor<[2],si64>) {
  %w = torch.vtensor.literal(dense<5.000000e-01> : tensor<1x1xf32>) : !torch.vtensor<[1,1],f32>
  %b = torch.vtensor.literal(dense_resource<torch_tensor_3_1_torch.float32> : tensor<3x1xf32>) : !torch.vtensor<[3,1],f32>
  %i = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>) : !torch.vtensor<[2],si64>
  return %w, %b, %i : !torch.vtensor<[1,1],f32>, !torch.vtensor<[3,1],f32>, !torch.vtensor<[2],si64>
}

// CHECK-LABEL: func.func @aten_ops
// CHECK: torch.aten.convolution %arg0, %{{.*}}, %none, %{{.*}}, %{{.*}}, %{{.*}}, %false, %{{.*}}, %int1 : !torch.vtensor<[5,2,10,20],f32>, !torch.vtensor<[10,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[5,10,14,24],f32>
// CHECK: torch.aten.add.Tensor %{{.*}}, %{{.*}}, %int1 : !torch.vtensor<[5,10,14,24],f32>, !torch.vtensor<[10,1,1],f32>, !torch.int -> !torch.vtensor<[5,10,14,24],f32>
// CHECK: torch.aten.mean.dim %{{.*}}, %{{.*}}, %false, %none : !torch.vtensor<[5,10,14,24],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[5,10],f32>
// CHECK: torch.aten.linear %{{.*}}, %{{.*}}, %{{.*}} : !torch.vtensor<[5,10],f32>, !torch.vtensor<[4,10],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[5,4],f32>
// CHECK: torch.aten._softmax %{{.*}}, %int1, %false : !torch.vtensor<[5,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[5,4],f32>
func.func @aten_ops(%arg0: !torch.vtensor<[5,2,10,20],f32>) -> !torch.vtensor<[5,4],f32> {
  %w = torch.vtensor.literal(dense<1.000000e+00> : tensor<10x2x3x3xf32>) : !torch.vtensor<[10,2,3,3],f32>
  %s = torch.vtensor.literal(dense<2.000000e+00> : tensor<10x1x1xf32>) : !torch.vtensor<[10,1,1],f32>
  %lw = torch.vtensor.literal(dense<3.000000e+00> : tensor<4x10xf32>) : !torch.vtensor<[4,10],f32>
  %lb = torch.vtensor.literal(dense<4.000000e+00> : tensor<4xf32>) : !torch.vtensor<[4],f32>
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %5 = torch.aten.convolution %arg0, %w, %none, %0, %1, %2, %false, %3, %int1 : !torch.vtensor<[5,2,10,20],f32>, !torch.vtensor<[10,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[5,10,14,24],f32>
  %6 = torch.aten.add.Tensor %5, %s, %int1 : !torch.vtensor<[5,10,14,24],f32>, !torch.vtensor<[10,1,1],f32>, !torch.int -> !torch.vtensor<[5,10,14,24],f32>
  %dims = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %7 = torch.aten.mean.dim %6, %dims, %false, %none : !torch.vtensor<[5,10,14,24],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[5,10],f32>
  %8 = torch.aten.linear %7, %lw, %lb : !torch.vtensor<[5,10],f32>, !torch.vtensor<[4,10],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[5,4],f32>
  %9 = torch.aten._softmax %8, %int1, %false : !torch.vtensor<[5,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[5,4],f32>
  return %9 : !torch.vtensor<[5,4],f32>
}

// CHECK: dialect_resources
// CHECK: torch_tensor_3_1_torch.float32: "0x040000000000803F0000004000004040"
{-#
  dialect_resources: {
    builtin: {
      torch_tensor_3_1_torch.float32: "0x040000000000803F0000004000004040",
      torch_tensor_2_torch.int64: "0x0800000001000000000000000200000000000000"
    }
  }
#-}
