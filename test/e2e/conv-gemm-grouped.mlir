// A grouped convolution wide enough for the implicit-GEMM kernel (2 groups of 32 output channels, 2 samples,
// stride 2, padding 1, bias), its operands generated in the program (sin and cos of ramps; the input shifted by
// the mean of the program's input, so that it is not folded at compile time), must equal the portable CPU
// kernel's result, which ops.test checks against PyTorch.
// RUN: edgec compile %s -o %t.vk.pte
// RUN: edgec compile %s -o %t.cpu.pte --target=cpu
// RUN: edge-run %t.cpu.pte -i %inputs/x_4x16.npy -o %t.cpu.npy
// RUN: %if vulkan %{ edge-run %t.vk.pte --validation -i %inputs/x_4x16.npy --check %t.cpu.npy --tolerance 1e-5 | FileCheck %s %}
// RUN: edgec compile %s --emit=planned -o - | FileCheck %s --check-prefix=KERNEL
// CHECK: check output 0: {{.*}}: ok
// CHECK: validation messages: 0
// Few output pixels summing 288 products each: the GEMM splits along K, and a second dispatch adds the two
// slices' partial sums and the bias. The split (2 slices of 144) is the last two push constants, not
// specialization constants: it takes no pipeline of its own; so are the stride, padding and dilation (2 2, 1 1,
// 1 1) before it. Only the kernel size (3x3) is specialization constants, after the workgroup's.
// KERNEL-DAG: edge.shader @conv2d_gemm_split {defines = ["HAS_BIAS=0", "GEMM=1", "SPLIT_K=1"
// KERNEL-DAG: edge.shader @split_k_bias {defines = ["HAS_BIAS=1"
// KERNEL: push_constants = array<i32: 2, 64, 9, 9, 64, 5, 5, 32, 32, 2, 2, 1, 1, 1, 1, 2, 144>, spec_constants = array<i32: 16, 16, 1, 3, 3>, workgroups = array<i64: 2, 2, 8>
func.func @main(%arg0: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[2,64,5,5],f32> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int6 = torch.constant.int 6
  %int9 = torch.constant.int 9
  %int32 = torch.constant.int 32
  %int64 = torch.constant.int 64
  %int10368 = torch.constant.int 10368
  %int18432 = torch.constant.int 18432
  %float = torch.constant.float 3.700000e-01
  %wscale = torch.constant.float 1.300000e-01
  %false = torch.constant.bool false
  %cpu = torch.constant.device "cpu"
  %xr = torch.aten.arange.start_step %int0, %int10368, %int1, %int6, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[10368],f32>
  %xs = torch.aten.mul.Scalar %xr, %float : !torch.vtensor<[10368],f32>, !torch.float -> !torch.vtensor<[10368],f32>
  %mean = torch.aten.mean %arg0, %none : !torch.vtensor<[4,16],f32>, !torch.none -> !torch.vtensor<[],f32>
  %xm = torch.aten.add.Tensor %xs, %mean, %int1 : !torch.vtensor<[10368],f32>, !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[10368],f32>
  %xf = torch.aten.sin %xm : !torch.vtensor<[10368],f32> -> !torch.vtensor<[10368],f32>
  %xshape = torch.prim.ListConstruct %int2, %int64, %int9, %int9 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %x = torch.aten.view %xf, %xshape : !torch.vtensor<[10368],f32>, !torch.list<int> -> !torch.vtensor<[2,64,9,9],f32>
  %wr = torch.aten.arange.start_step %int0, %int18432, %int1, %int6, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[18432],f32>
  %ws = torch.aten.mul.Scalar %wr, %wscale : !torch.vtensor<[18432],f32>, !torch.float -> !torch.vtensor<[18432],f32>
  %wf = torch.aten.cos %ws : !torch.vtensor<[18432],f32> -> !torch.vtensor<[18432],f32>
  %wshape = torch.prim.ListConstruct %int64, %int32, %int3, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %w = torch.aten.view %wf, %wshape : !torch.vtensor<[18432],f32>, !torch.list<int> -> !torch.vtensor<[64,32,3,3],f32>
  %br = torch.aten.arange.start_step %int0, %int64, %int1, %int6, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[64],f32>
  %b = torch.aten.sin %br : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
  %stride = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %pad = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %dil = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %outpad = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %y = torch.aten.convolution %x, %w, %b, %stride, %pad, %dil, %false, %outpad, %int2 : !torch.vtensor<[2,64,9,9],f32>, !torch.vtensor<[64,32,3,3],f32>, !torch.vtensor<[64],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,64,5,5],f32>
  return %y : !torch.vtensor<[2,64,5,5],f32>
}
