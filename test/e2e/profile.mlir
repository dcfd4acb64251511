// edge-run --profile: GPU timestamps around every dispatch, summed per op and per dispatch kind, with the
// arithmetic each kind does (a matmul of [4,16] by [16,4]: 2*4*4*16 = 512 FLOPs; a 3x3 convolution of one
// channel to two, [1,1,4,16] -> [1,2,2,14]: 2*56*9 = 1008) and a JSON file with every dispatch. The transpose
// is an output too, so that it stays a copy (a kind with no FLOPs) rather than a view the product reads.
// RUN: edgec compile %s -o %t.pte
// RUN: %if vulkan %{ edge-run %t.pte --validation -i %inputs/x_4x16.npy --profile --profile-json %t.json | FileCheck %s %}
// RUN: %if vulkan %{ FileCheck %s --check-prefix=JSON < %t.json %}
// RUN: %if vulkan %{ not edge-run %t.pte -i %inputs/x_4x16.npy --profile --profile-json %t.missing/out.json 2>&1 | FileCheck %s --check-prefix=UNWRITABLE %}
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: not edge-run %t.cpu.pte -i %inputs/x_4x16.npy --profile 2>&1 | FileCheck %s --check-prefix=CPU
// CHECK: latency: median {{.*}} over 20 iterations (with a timestamp after every dispatch)
// CHECK: profile: 3 dispatch(es), {{[0-9.]+}} us of GPU time per execute
// CHECK-DAG: aten.mm.default 1 {{[0-9.]+}} {{[0-9.]+}}%
// CHECK-DAG: aten.convolution.default 1 {{[0-9.]+}} {{[0-9.]+}}%
// CHECK-DAG: aten.permute.default 1 {{[0-9.]+}} {{[0-9.]+}}%
// CHECK-DAG: {{[0-9.]+}} {{[0-9.]+}}% 1 {{[0-9.]+}} {{[0-9.]+}} aten.mm.default: f32[4,16] f32[16,4] -> f32[4,4], matmul#{{[0-9]+}} {{[0-9]+x[0-9]+x[0-9]+}}
// CHECK-DAG: {{[0-9.]+}} {{[0-9.]+}}% 1 {{[0-9.]+}} {{[0-9.]+}} aten.convolution.default: f32[1,1,4,16] f32[2,1,3,3] -> f32[1,2,2,14], conv2d#
// CHECK-DAG: {{[0-9.]+}} {{[0-9.]+}}% 1 {{[0-9.]+}} - aten.permute.default: f32[4,16] -> f32[16,4], elementwise#
// JSON: "executes": 20,
// JSON-DAG: {"op": "aten.mm.default", "dispatches": 1, "us": {{[0-9.]+}}}
// JSON-DAG: "op": "aten.mm.default", "operands": "f32[4,16] f32[16,4] -> f32[4,4]", "shader": "matmul#{{[0-9]+}} {{[0-9x]+}}", "workgroups": [{{[0-9, ]+}}], "bytes": 576, "flops": 512, "us":
// JSON-DAG: "op": "aten.convolution.default", "operands": "f32[1,1,4,16] f32[2,1,3,3] -> f32[1,2,2,14]", {{.*}} "bytes": 552, "flops": 1008, "us":
// UNWRITABLE: edge-run: error: {{.*}}out.json
// CPU: edge-run: error: invalid argument: --profile: the program has no Vulkan dispatches to time
func.func @main(%arg0: !torch.vtensor<[4,16],f32>) -> (!torch.vtensor<[4,4],f32>, !torch.vtensor<[1,2,2,14],f32>, !torch.vtensor<[16,4],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %int16 = torch.constant.int 16
  %false = torch.constant.bool false
  %none = torch.constant.none
  %perm = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %t = torch.aten.permute %arg0, %perm : !torch.vtensor<[4,16],f32>, !torch.list<int> -> !torch.vtensor<[16,4],f32>
  %mm = torch.aten.mm %arg0, %t : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,4],f32> -> !torch.vtensor<[4,4],f32>
  %shape = torch.prim.ListConstruct %int1, %int1, %int4, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %x = torch.aten.view %arg0, %shape : !torch.vtensor<[4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,1,4,16],f32>
  %w = torch.vtensor.literal(dense<0.5> : tensor<2x1x3x3xf32>) : !torch.vtensor<[2,1,3,3],f32>
  %ones = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %zeros = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %conv = torch.aten.convolution %x, %w, %none, %ones, %zeros, %ones, %false, %zeros, %int1 : !torch.vtensor<[1,1,4,16],f32>, !torch.vtensor<[2,1,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,2,2,14],f32>
  return %mm, %conv, %t : !torch.vtensor<[4,4],f32>, !torch.vtensor<[1,2,2,14],f32>, !torch.vtensor<[16,4],f32>
}
