// RUN: edgec-opt %s -torch-to-edge -split-input-file -verify-diagnostics | FileCheck %s
// arange's length comes from start, end and step as ATen computes it (ceil((end - start) / step)); a declared
// result type that disagrees is an error at the op, not a constant of the declared length.

// CHECK-LABEL: func.func @lengths
// CHECK: edge.constant dense<[-2, -1, 0, 1, 2, 3, 4, 5, 6, 7]> : tensor<10xi64>
// CHECK: edge.constant dense<[0, 3, 6]> : tensor<3xi64>
// CHECK: edge.constant dense<[5, 3, 1]> : tensor<3xi64>
// CHECK: edge.constant dense<[0.000000e+00, 5.000000e-01, 1.000000e+00]> : tensor<3xf32>
// CHECK: edge.constant dense<> : tensor<0xi64>
func.func @lengths() -> (!torch.vtensor<[10],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],f32>, !torch.vtensor<[0],si64>) {
  %none = torch.constant.none
  %int-2 = torch.constant.int -2
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-2b = torch.constant.int -2
  %int3 = torch.constant.int 3
  %int5 = torch.constant.int 5
  %int0b = torch.constant.int 0
  %int8 = torch.constant.int 8
  %float0 = torch.constant.float 0.0
  %float1.25 = torch.constant.float 1.25
  %float0.5 = torch.constant.float 0.5
  %0 = torch.aten.arange.start_step %int-2, %int8, %int1, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[10],si64>
  // (8 - 0) / 3 rounds up: 0, 3, 6
  %1 = torch.aten.arange.start_step %int0, %int8, %int3, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3],si64>
  // a negative step: 5, 3, 1
  %2 = torch.aten.arange.start_step %int5, %int0b, %int-2b, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3],si64>
  %3 = torch.aten.arange.start_step %float0, %float1.25, %float0.5, %none, %none, %none, %none : !torch.float, !torch.float, !torch.float, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3],f32>
  %4 = torch.aten.arange %int0, %none, %none, %none, %none : !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[0],si64>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[10],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],f32>, !torch.vtensor<[0],si64>
}

// -----

func.func @declared_too_long() -> !torch.vtensor<[9],si64> {
  %none = torch.constant.none
  %int8 = torch.constant.int 8
  // expected-error @+1 {{arange: the result type 'tensor<9xi64>' disagrees with arange(0, 8, 1), which has 8 elements}}
  %0 = torch.aten.arange %int8, %none, %none, %none, %none : !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[9],si64>
  return %0 : !torch.vtensor<[9],si64>
}

// -----

// A declared length of 2^40 is refused before anything is allocated for it.
func.func @declared_huge() -> !torch.vtensor<[1099511627776],si64> {
  %none = torch.constant.none
  %int8 = torch.constant.int 8
  // expected-error @+1 {{arange: the result type 'tensor<1099511627776xi64>' disagrees with arange(0, 8, 1), which has 8 elements}}
  %0 = torch.aten.arange %int8, %none, %none, %none, %none : !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[1099511627776],si64>
  return %0 : !torch.vtensor<[1099511627776],si64>
}

// -----

func.func @float_declared_short() -> !torch.vtensor<[2],f32> {
  %none = torch.constant.none
  %float0 = torch.constant.float 0.0
  %float1.25 = torch.constant.float 1.25
  %float0.5 = torch.constant.float 0.5
  // expected-error @+1 {{disagrees with arange(0, 1.25, 0.5), which has 3 elements}}
  %0 = torch.aten.arange.start_step %float0, %float1.25, %float0.5, %none, %none, %none, %none : !torch.float, !torch.float, !torch.float, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}

// -----

func.func @zero_step() -> !torch.vtensor<[0],si64> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int8 = torch.constant.int 8
  // expected-error @+1 {{arange: step must be non-zero}}
  %0 = torch.aten.arange.start_step %int0, %int8, %int0, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[0],si64>
  return %0 : !torch.vtensor<[0],si64>
}

// -----

func.func @wrong_sign() -> !torch.vtensor<[0],si64> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int8 = torch.constant.int 8
  %int-1 = torch.constant.int -1
  // expected-error @+1 {{arange: the step's sign is inconsistent with start and end}}
  %0 = torch.aten.arange.start_step %int0, %int8, %int-1, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[0],si64>
  return %0 : !torch.vtensor<[0],si64>
}
