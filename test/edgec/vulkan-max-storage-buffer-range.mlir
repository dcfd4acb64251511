// The largest buffer the target devices bind (Vulkan's maxStorageBufferRange) is a target limit like
// --vulkan-features: an op that would bind a larger buffer runs on the CPU, and the listing and the remark
// say why, instead of a program that edge-run refuses at load. The default is 2^27 bytes, what Vulkan
// guarantees (and lavapipe's limit); --vulkan-max-storage-buffer-range sets the target's.
// RUN: rm -rf %t && mkdir -p %t

// This program's relu binds two buffers of 2^27 + 4 bytes: one float more than the default allows.
// RUN: edgec compile --list-unsupported %s | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: every op can be lowered; 1 op kind(s) run on the CPU:
// DEFAULT-NEXT: 1 aten.relu.default a buffer of 134217732 bytes exceeds the target's maxStorageBufferRange of 134217728 (--vulkan-max-storage-buffer-range)
// Where every op runs on Vulkan, the listing is empty.
// RUN: edgec compile --list-unsupported %s --vulkan-max-storage-buffer-range=134217732 | FileCheck %s --check-prefix=FITS --allow-empty
// FITS-NOT: {{.}}
func.func @main(%arg0: !torch.vtensor<[33554433],f32>) -> !torch.vtensor<[33554433],f32> {
  %0 = torch.aten.relu %arg0 : !torch.vtensor<[33554433],f32> -> !torch.vtensor<[33554433],f32>
  return %0 : !torch.vtensor<[33554433],f32>
}

// The MLP with a limit of 2048 bytes: its second linear layer's 32x32 f32 weight (4096 bytes) is too large.
// RUN: edgec compile --list-unsupported %examples/mlp.mlir | FileCheck %s --check-prefix=ALL --allow-empty
// ALL-NOT: {{.}}
// RUN: edgec compile --list-unsupported %examples/mlp.mlir --vulkan-max-storage-buffer-range=2048 | FileCheck %s --check-prefix=LIST
// LIST: every op can be lowered; 1 op kind(s) run on the CPU:
// LIST-NEXT: 1 aten.addmm.default a buffer of 4096 bytes exceeds the target's maxStorageBufferRange of 2048 (--vulkan-max-storage-buffer-range)
// RUN: edgec compile %examples/mlp.mlir --vulkan-max-storage-buffer-range=2048 -o %t/mlp.pte 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: mlp.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: 'aten.addmm.default' (1 use) runs on the CPU kernels, not on Vulkan: a buffer of 4096 bytes exceeds the target's maxStorageBufferRange of 2048
// RUN: edgec inspect %t/mlp.pte | FileCheck %s --check-prefix=INSPECT
// INSPECT: partitions: 2 vulkan, 1 cpu kernel call(s)
// RUN: edge-run %t/mlp.pte -i %examples/mlp.input0.npy --check %examples/mlp.output0.npy | FileCheck %s --check-prefix=EXEC
// EXEC: check output 0: {{.*}}: ok

// The limit goes through edgec-opt's pipelines too.
// RUN: edgec-opt %examples/mlp.mlir -edgec-lower -edge-partition=max-storage-buffer-range=2048 | FileCheck %s --check-prefix=PASS
// PASS: edge.addmm {{.*}}edge.target = "cpu"

// RUN: not edgec compile %s --vulkan-max-storage-buffer-range=0 -o %t/bad.pte 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: edgec: error: --vulkan-max-storage-buffer-range must be a positive number of bytes
// RUN: not test -e %t/bad.pte
