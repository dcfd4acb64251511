// The serializer writes what the plan and codegen decided; edgec inspect reads it back with the runtime's
// verified loader.
// RUN: edgec-opt %s -edgec-compile -edge-serialize=output=%t.pte -o /dev/null
// RUN: edgec inspect %t.pte | FileCheck %s
// RUN: edgec-opt %s -edgec-compile="target=cpu output=%t.cpu.pte" -o /dev/null
// RUN: edgec inspect %t.cpu.pte | FileCheck %s --check-prefix=CPU

// CHECK: edgec program, format version 10
// CHECK: input 0: value 0 f32[2,8]
// CHECK: output 0: value {{[0-9]+}} f32[16]
// The relu runs in the add's dispatch (an epilogue) on Vulkan, and as a kernel call of its own on the CPU.
// CHECK: arenas: host 512 bytes, device 512 bytes, constants 32 bytes
// CHECK: shaders: 1 (elementwise 1)
// CHECK: pipelines: 1
// CHECK: partitions: 1 vulkan, 0 cpu kernel call(s)
// CHECK: instructions: 1
// CHECK: 0: vulkan partition 0, 1 dispatch(es), 1 upload(s), 1 download(s)
// CHECK-NEXT: aten.add.Tensor+aten.relu.default: elementwise #0 (%0, %1, %2) groups 1x1x1

// The view is an alias of the add's result (it moves with it where an app binds an output to its memory).
// CPU: output 0: value 4 f32[16]{{$}}
// CPU: 1 value(s) share the bytes of another (views the planner made aliases)
// CPU: arenas: host 768 bytes, device 0 bytes, constants 32 bytes
// CPU: shaders: 0
// CPU: partitions: 0 vulkan, 2 cpu kernel call(s)
// CPU: 0: cpu aten.add.Tensor (%0, %1, %2)
// CPU: 1: cpu aten.relu.default (%3, %4)
func.func @main(%arg0: !torch.vtensor<[2,8],f32>) -> !torch.vtensor<[16],f32> {
  %c = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) : !torch.vtensor<[8],f32>
  %int1 = torch.constant.int 1
  %int16 = torch.constant.int 16
  %0 = torch.aten.add.Tensor %arg0, %c, %int1 : !torch.vtensor<[2,8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[2,8],f32>
  %size = torch.prim.ListConstruct %int16 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.view %0, %size : !torch.vtensor<[2,8],f32>, !torch.list<int> -> !torch.vtensor<[16],f32>
  %2 = torch.aten.relu %1 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
  return %2 : !torch.vtensor<[16],f32>
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F000000400000404000008040000080BF000000C0000040C0000080C0"
    }
  }
#-}
