// Locations as torch-mlir prints them with debug info: `loc(#locN)` on ops and arguments, `#locN` aliases
// (file:line:col, names, call sites) after the module. They parse, are kept, and print back.
// RUN: edgec-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: edgec-opt %s --mlir-print-debuginfo | edgec-opt --mlir-print-debuginfo > %t.1
// RUN: edgec-opt %t.1 --mlir-print-debuginfo | diff %t.1 -

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %arg0: !torch.vtensor<[2,3],f32> loc("model.py":3:0)
// CHECK: torch.aten.relu %arg0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32> loc(#[[RELU:loc[0-9]*]])
// CHECK: torch.aten.mul.Tensor {{.*}} loc(#[[MUL:loc[0-9]*]])
// CHECK-DAG: #[[RELU]] = loc("model.py":12:8)
// CHECK-DAG: #[[CALLEE:loc[0-9]*]] = loc("model.py":14:4)
// CHECK-DAG: #[[NAMED:loc[0-9]*]] = loc("forward"(#[[CALLEE]]))
// CHECK-DAG: #[[MUL]] = loc(callsite(#[[NAMED]] at #{{loc[0-9]*}}))
module {
  func.func @main(%arg0: !torch.vtensor<[2,3],f32> loc("model.py":3:0)) -> !torch.vtensor<[2,3],f32> {
    %0 = torch.aten.relu %arg0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32> loc(#loc1)
    %1 = torch.aten.mul.Tensor %0, %arg0 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32> loc(#loc2)
    return %1 : !torch.vtensor<[2,3],f32> loc(#loc1)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc1 = loc("model.py":12:8)
#loc2 = loc(callsite("forward"("model.py":14:4) at "export.py":1:1))
