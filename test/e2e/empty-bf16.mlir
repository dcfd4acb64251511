// A zero-element bf16 output is written as an f32 .npy, like any bf16 output (NumPy has no bfloat16); it
// used to be written with the bf16 dtype, which .npy cannot hold, and edge-run failed.
// RUN: edgec compile %s -o %t.pte --target=cpu
// RUN: %python -c "import struct, sys; h = \"{'descr': '<f4', 'fortran_order': False, 'shape': (0,4), }\".ljust(117) + '\n'; open(sys.argv[1], 'wb').write(b'\x93NUMPY\x01\x00' + struct.pack('<H', len(h)) + h.encode())" %t.empty.npy
// RUN: edge-run %t.pte --cpu-only -i %t.empty.npy -o %t.out.npy --check %t.empty.npy | FileCheck %s
// RUN: cmp %t.empty.npy %t.out.npy
// CHECK: output 0:  bf16[0,4] = []
// CHECK: check output 0: {{.*}}: ok
func.func @main(%arg0: !torch.vtensor<[0,4],bf16>) -> !torch.vtensor<[0,4],bf16> {
  %0 = torch.aten.neg %arg0 : !torch.vtensor<[0,4],bf16> -> !torch.vtensor<[0,4],bf16>
  return %0 : !torch.vtensor<[0,4],bf16>
}
