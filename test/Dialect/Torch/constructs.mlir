// Every construct of the input format that is not an ATen op of the table: generic ops, both multi-result
// forms, symbolic shapes, size.int, NumToTensor, locations with aliases, dense_resource blobs of every
// element type. Each parses, verifies and prints back; printing again changes nothing.
// (locations.mlir covers `loc(...)` with debug info printed.)
// RUN: edgec-opt %s -split-input-file | FileCheck %s
// RUN: edgec-opt %s -split-input-file | edgec-opt -split-input-file > %t.1
// RUN: edgec-opt %t.1 -split-input-file | diff %t.1 -

// CHECK-LABEL: func.func @generic_and_multi_result(
// CHECK: %[[BN:.*]]:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %arg1, %arg1, %arg1, %arg1, %float1.000000e-01, %float1.000000e-05) : (!torch.vtensor<[1,4,2,2],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.float) -> (!torch.vtensor<[1,4,2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>)
// CHECK: %[[V:.*]], %[[I:.*]] = torch.aten.max_pool2d_with_indices %[[BN]]#0,
// CHECK: %[[F:.*]] = torch.aten.view %[[V]], 
// CHECK: %[[W:.*]], %{{.*}} = torch.aten.max.dim %[[F]], %int1, %false
// CHECK: %[[U:.*]] = torch.operator "torch.custom.unknown"(%[[W]]) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
// CHECK: return %[[U]], %[[I]]
func.func @generic_and_multi_result(%arg0: !torch.vtensor<[1,4,2,2],f32>, %arg1: !torch.vtensor<[4],f32>) -> (!torch.vtensor<[1,1,1],f32>, !torch.vtensor<[1,4,1,1],si64>) {
  %float1.000000e-01 = torch.constant.float 1.000000e-01
  %float1.000000e-05 = torch.constant.float 1.000000e-05
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %bn:3 = torch.operator "torch.aten._native_batch_norm_legit_no_training"(%arg0, %arg1, %arg1, %arg1, %arg1, %float1.000000e-01, %float1.000000e-05) : (!torch.vtensor<[1,4,2,2],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.float) -> (!torch.vtensor<[1,4,2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>)
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %pool:2 = torch.aten.max_pool2d_with_indices %bn#0, %k, %k, %p, %d, %false : !torch.vtensor<[1,4,2,2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,4,1,1],f32>, !torch.vtensor<[1,4,1,1],si64>
  %flat = torch.aten.view %pool#0, %d : !torch.vtensor<[1,4,1,1],f32>, !torch.list<int> -> !torch.vtensor<[1,4,1],f32>
  %values, %indices = torch.aten.max.dim %flat, %int1, %false : !torch.vtensor<[1,4,1],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,1,1],f32>, !torch.vtensor<[1,1,1],si64>
  %u = torch.operator "torch.custom.unknown"(%values) : (!torch.vtensor<[1,1,1],f32>) -> !torch.vtensor<[1,1,1],f32>
  return %u, %pool#1 : !torch.vtensor<[1,1,1],f32>, !torch.vtensor<[1,4,1,1],si64>
}

// -----

// CHECK: #[[MAP:.*]] = affine_map<()[s0] -> (s0, 3)>
// CHECK: #[[MAP2:.*]] = affine_map<()[s0] -> (s0 * 2, 3)>
// CHECK-LABEL: func.func @symbolic_shapes(
// CHECK: %[[S0:.*]] = torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
// CHECK: torch.bind_symbolic_shape %arg0, [%[[S0]]], #[[MAP]] : !torch.vtensor<[?,3],f32>
// CHECK: %[[N:.*]] = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int
// CHECK: %[[T:.*]] = torch.prim.NumToTensor.Scalar %[[N]] : !torch.int -> !torch.vtensor<[],si64>
// CHECK: %[[R:.*]] = torch.aten.cat
// CHECK: torch.bind_symbolic_shape %[[R]], [%[[S0]]], #[[MAP2]] : !torch.vtensor<[?,3],f32>
func.func @symbolic_shapes(%arg0: !torch.vtensor<[?,3],f32>) -> (!torch.vtensor<[],si64>, !torch.vtensor<[?,3],f32>) {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 16} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0], affine_map<()[s0] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
  %int0 = torch.constant.int 0
  %1 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int
  %2 = torch.prim.NumToTensor.Scalar %1 : !torch.int -> !torch.vtensor<[],si64>
  %3 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>) -> !torch.list<vtensor>
  %4 = torch.aten.cat %3, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,3],f32>
  torch.bind_symbolic_shape %4, [%0], affine_map<()[s0] -> (s0 * 2, 3)> : !torch.vtensor<[?,3],f32>
  return %2, %4 : !torch.vtensor<[],si64>, !torch.vtensor<[?,3],f32>
}

// -----

// Literals of every element type of the format: blobs are "0x" + 4-byte alignment + little-endian data.
// CHECK-LABEL: func.func @literals(
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.float16> : tensor<2xf16>) : !torch.vtensor<[2],f16>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.bfloat16> : tensor<2xbf16>) : !torch.vtensor<[2],bf16>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>) : !torch.vtensor<[2],f32>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.float64> : tensor<2xf64>) : !torch.vtensor<[2],f64>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.uint8> : tensor<2xui8>) : !torch.vtensor<[2],ui8>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int8> : tensor<2xsi8>) : !torch.vtensor<[2],si8>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int16> : tensor<2xsi16>) : !torch.vtensor<[2],si16>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int32> : tensor<2xsi32>) : !torch.vtensor<[2],si32>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
// CHECK: torch.vtensor.literal(dense_resource<torch_tensor_2_torch.bool> : tensor<2xi1>) : !torch.vtensor<[2],i1>
// CHECK: torch.vtensor.literal(dense<-3> : tensor<si64>) : !torch.vtensor<[],si64>
// CHECK: torch.vtensor.literal(dense<true> : tensor<1xi1>) : !torch.vtensor<[1],i1>
// CHECK: torch.vtensor.literal(dense<2.500000e-01> : tensor<1x1xbf16>) : !torch.vtensor<[1,1],bf16>
// CHECK: torch.vtensor.literal(dense_resource<__elided__> : tensor<3xf32>) : !torch.vtensor<[3],f32>
// CHECK: torch_tensor_2_torch.float16: "0x02000000003C00C0"
// CHECK: torch_tensor_2_torch.int64: "0x08000000FFFFFFFFFFFFFFFF0200000000000000"
// CHECK: torch_tensor_2_torch.bool: "0x010000000100"
func.func @literals() {
  %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.float16> : tensor<2xf16>) : !torch.vtensor<[2],f16>
  %1 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.bfloat16> : tensor<2xbf16>) : !torch.vtensor<[2],bf16>
  %2 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %3 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.float64> : tensor<2xf64>) : !torch.vtensor<[2],f64>
  %4 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.uint8> : tensor<2xui8>) : !torch.vtensor<[2],ui8>
  %5 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int8> : tensor<2xsi8>) : !torch.vtensor<[2],si8>
  %6 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int16> : tensor<2xsi16>) : !torch.vtensor<[2],si16>
  %7 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int32> : tensor<2xsi32>) : !torch.vtensor<[2],si32>
  %8 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  %9 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.bool> : tensor<2xi1>) : !torch.vtensor<[2],i1>
  %10 = torch.vtensor.literal(dense<-3> : tensor<si64>) : !torch.vtensor<[],si64>
  %11 = torch.vtensor.literal(dense<true> : tensor<1xi1>) : !torch.vtensor<[1],i1>
  %12 = torch.vtensor.literal(dense<2.500000e-01> : tensor<1x1xbf16>) : !torch.vtensor<[1,1],bf16>
  %13 = torch.vtensor.literal(dense_resource<__elided__> : tensor<3xf32>) : !torch.vtensor<[3],f32>
  return
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.float16: "0x02000000003C00C0",
      torch_tensor_2_torch.bfloat16: "0x02000000803F0040",
      torch_tensor_2_torch.float32: "0x040000000000803F000000C0",
      torch_tensor_2_torch.float64: "0x08000000000000000000F03F00000000000000C0",
      torch_tensor_2_torch.uint8: "0x0100000001FF",
      torch_tensor_2_torch.int8: "0x0100000001FF",
      torch_tensor_2_torch.int16: "0x020000000100FFFF",
      torch_tensor_2_torch.int32: "0x0400000001000000FFFFFFFF",
      torch_tensor_2_torch.int64: "0x08000000FFFFFFFFFFFFFFFF0200000000000000",
      torch_tensor_2_torch.bool: "0x010000000100"
    }
  }
#-}
