// Zero-element tensors run like any other: softmax over an empty dimension is empty (PyTorch), on the CPU
// kernels (test/e2e/zero-elements.mlir: on Vulkan).
// RUN: edgec compile %s -o %t.pte --target=cpu
// RUN: %python -c "import struct, sys; h = \"{'descr': '<f4', 'fortran_order': False, 'shape': (0,4), }\".ljust(117) + '\n'; open(sys.argv[1], 'wb').write(b'\x93NUMPY\x01\x00' + struct.pack('<H', len(h)) + h.encode())" %t.empty.npy
// RUN: edge-run %t.pte --cpu-only -i %t.empty.npy -o %t.out.npy --check %t.empty.npy | FileCheck %s
// RUN: cmp %t.empty.npy %t.out.npy
// CHECK: device: CPU
// CHECK: output 0:  f32[0,4] = []
// CHECK: check output 0: {{.*}}: ok
func.func @main(%arg0: !torch.vtensor<[0,4],f32>) -> !torch.vtensor<[0,4],f32> {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0 = torch.aten._softmax %arg0, %int0, %false : !torch.vtensor<[0,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[0,4],f32>
  return %0 : !torch.vtensor<[0,4],f32>
}
