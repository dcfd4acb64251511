// Vulkan partitions with a CPU partition between them: rank-7 tensors have no shader, so that relu runs on
// the portable CPU kernel, reading and writing host-arena buffers the GPU also uses. The result must equal
// the all-CPU program's.
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec inspect %t.vk.pte | FileCheck %s --check-prefix=INSPECT
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %inputs/x_4x16.npy -o %t.cpu.npy
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %inputs/x_4x16.npy --check %t.cpu.npy --tolerance 1e-6 --iters 3 | FileCheck %s %}
// INSPECT: partitions: 2 vulkan, 1 cpu kernel call(s)
// The sum is copied down for the CPU kernel, whose result is copied up for the softmax.
// INSPECT: 0: vulkan partition 0, 1 dispatch(es), 1 upload(s), 1 download(s)
// INSPECT: 1: cpu aten.relu.default
// INSPECT: 2: vulkan partition 1, 1 dispatch(es), 1 upload(s), 1 download(s)
// The three steps go to the queue as one chain: the partition after the CPU kernel waits on the host's
// signal, not on a new submission; executing again (--iters) gives the same bytes.
// CHECK: execution: 2 vulkan step(s), 1 cpu step(s), one submission chained on a timeline semaphore
// CHECK: check output 0: {{.*}}: ok
// CHECK: validation messages: 0
func.func @main(%arg0: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[4,16],f32> {
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %int16 = torch.constant.int 16
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten.add.Tensor %arg0, %arg0, %int1 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[4,16],f32>, !torch.int -> !torch.vtensor<[4,16],f32>
  %s7 = torch.prim.ListConstruct %int1, %int1, %int1, %int2, %int2, %int1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.view %0, %s7 : !torch.vtensor<[4,16],f32>, !torch.list<int> -> !torch.vtensor<[1,1,1,2,2,1,16],f32>
  %2 = torch.aten.relu %1 : !torch.vtensor<[1,1,1,2,2,1,16],f32> -> !torch.vtensor<[1,1,1,2,2,1,16],f32>
  %s2 = torch.prim.ListConstruct %int4, %int16 : (!torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten.view %2, %s2 : !torch.vtensor<[1,1,1,2,2,1,16],f32>, !torch.list<int> -> !torch.vtensor<[4,16],f32>
  %4 = torch.aten._softmax %3, %int-1, %false : !torch.vtensor<[4,16],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,16],f32>
  return %4 : !torch.vtensor<[4,16],f32>
}
