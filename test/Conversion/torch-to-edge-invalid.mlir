// RUN: edgec-opt %s -torch-to-edge -split-input-file -verify-diagnostics

func.func @shape_mismatch(%a: !torch.vtensor<[4,16],f32>, %b: !torch.vtensor<[8,4],f32>) -> !torch.vtensor<[4,4],f32> {
  // expected-error @+1 {{inner dimensions differ: 16 and 8}}
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[4,16],f32>, !torch.vtensor<[8,4],f32> -> !torch.vtensor<[4,4],f32>
  return %0 : !torch.vtensor<[4,4],f32>
}

// -----

func.func @declared_shape_wrong(%a: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[4,15],f32> {
  // expected-error @+1 {{result shape [4,15] does not match the inferred shape [4,16]}}
  %0 = torch.aten.relu %a : !torch.vtensor<[4,16],f32> -> !torch.vtensor<[4,15],f32>
  return %0 : !torch.vtensor<[4,15],f32>
}

// -----

func.func @non_constant_scalar(%a: !torch.vtensor<[4],f32>, %alpha: !torch.int) -> !torch.vtensor<[4],f32> {
  // expected-error @+1 {{argument 'alpha' of torch.aten.add.Tensor must be a constant}}
  %0 = torch.aten.add.Tensor %a, %a, %alpha : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

// expected-error @+1 {{argument #0 of type '!torch.vtensor<[?,4],f32>' is not supported}}
func.func @dynamic_shape(%a: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  // expected-error @+1 {{dynamic or unknown shape '!torch.vtensor<[?,4],f32>' is not supported yet}}
  %0 = torch.aten.relu %a : !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// -----

func.func @pad_reflect_too_far(%x: !torch.vtensor<[1,4],f32>) -> !torch.vtensor<[1,12],f32> {
  %int4 = torch.constant.int 4
  %pad = torch.prim.ListConstruct %int4, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %str = torch.constant.str "reflect"
  %none = torch.constant.none
  // expected-error @+1 {{pad: padding (4, 4) does not fit dim 1 of size 4}}
  %0 = torch.aten.pad %x, %pad, %str, %none : !torch.vtensor<[1,4],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,12],f32>
  return %0 : !torch.vtensor<[1,12],f32>
}

// -----

func.func @index_bool_mask(%x: !torch.vtensor<[4,3],f32>, %mask: !torch.vtensor<[4],i1>) -> !torch.vtensor<[2,3],f32> {
  %list = torch.prim.ListConstruct %mask : (!torch.vtensor<[4],i1>) -> !torch.list<optional<vtensor>>
  // expected-error @+1 {{torch.aten.index.Tensor: a boolean mask computed at run time needs a size symbol for its row count (a torch.symbolic_int bound to the result, as torch.export writes it)}}
  %0 = torch.aten.index.Tensor %x, %list : !torch.vtensor<[4,3],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// -----

func.func @conv_transpose3d(%x: !torch.vtensor<[1,2,3,3,3],f32>, %w: !torch.vtensor<[2,2,2,2,2],f32>) -> !torch.vtensor<[1,2,4,4,4],f32> {
  %none = torch.constant.none
  %true = torch.constant.bool true
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %ones = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %zeros = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{convolution: transposed 3-D convolution is not supported yet}}
  %0 = torch.aten.convolution %x, %w, %none, %ones, %zeros, %ones, %true, %zeros, %int1 : !torch.vtensor<[1,2,3,3,3],f32>, !torch.vtensor<[2,2,2,2,2],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,2,4,4,4],f32>
  return %0 : !torch.vtensor<[1,2,4,4,4],f32>
}

// -----

func.func @group_norm_groups(%x: !torch.vtensor<[2,6,4],f32>) -> !torch.vtensor<[2,6,4],f32> {
  %none = torch.constant.none
  %int4 = torch.constant.int 4
  %eps = torch.constant.float 1.0e-05
  %false = torch.constant.bool false
  // expected-error @+1 {{group_norm: 6 channels do not divide into 4 groups}}
  %0 = torch.aten.group_norm %x, %int4, %none, %none, %eps, %false : !torch.vtensor<[2,6,4],f32>, !torch.int, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,6,4],f32>
  return %0 : !torch.vtensor<[2,6,4],f32>
}

// -----

// FFTs are DFT matrix products: a transform whose matrix would exceed 64 MiB is refused with its size.
func.func @fft_too_long(%x: !torch.vtensor<[8192],f32>) -> !torch.vtensor<[4097],complex<f32>> {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{FFT: a transform of this length needs a 8192 x 8194 DFT matrix (256 MiB)}}
  %0 = torch.aten._fft_r2c %x, %dims, %int0, %true : !torch.vtensor<[8192],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[4097],complex<f32>>
  return %0 : !torch.vtensor<[4097],complex<f32>>
}

// -----

func.func @fft_declared_real(%x: !torch.vtensor<[8],f32>) -> !torch.vtensor<[5],f32> {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{torch.aten._fft_r2c: computed 'tensor<5x2xf32>', the program declares 'tensor<5xf32>'}}
  %0 = torch.aten._fft_r2c %x, %dims, %int0, %true : !torch.vtensor<[8],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[5],f32>
  return %0 : !torch.vtensor<[5],f32>
}

// -----

func.func @complex_divisor(%z: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[4],complex<f32>> {
  // expected-error @+1 {{division by a complex tensor is not supported (only by a real one)}}
  %0 = torch.aten.div.Tensor %z, %z : !torch.vtensor<[4],complex<f32>>, !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],complex<f32>>
  return %0 : !torch.vtensor<[4],complex<f32>>
}

// -----

// Pair views and DFT matrices are built at planned sizes: complex tensors with dynamic shapes are refused.
func.func @complex_dynamic(%z: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[4],f32> {
  %s0 = torch.symbolic_int "s0" {min_val = 1, max_val = 8} : !torch.int
  // expected-error @+1 {{complex tensors in a program with dynamic shapes are not supported yet}}
  %0 = torch.aten.abs %z : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

func.func @c2r_of_real(%x: !torch.vtensor<[5],f32>) -> !torch.vtensor<[8],f32> {
  %int0 = torch.constant.int 0
  %int8 = torch.constant.int 8
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{_fft_c2r: the operand must be complex}}
  %0 = torch.aten._fft_c2r %x, %dims, %int0, %int8 : !torch.vtensor<[5],f32>, !torch.list<int>, !torch.int, !torch.int -> !torch.vtensor<[8],f32>
  return %0 : !torch.vtensor<[8],f32>
}

// -----

// Sizes that would overflow the DFT matrix's byte count are refused, not wrapped.
func.func @c2c_huge(%z: !torch.vtensor<[1073741824],complex<f32>>) -> !torch.vtensor<[1073741824],complex<f32>> {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{FFT: a transform of this length needs a 2147483648 x 2147483648 DFT matrix}}
  %0 = torch.aten._fft_c2c %z, %dims, %int0, %true : !torch.vtensor<[1073741824],complex<f32>>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[1073741824],complex<f32>>
  return %0 : !torch.vtensor<[1073741824],complex<f32>>
}

// -----

func.func @c2r_too_few_frequencies(%z: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[8],f32> {
  %int0 = torch.constant.int 0
  %int8 = torch.constant.int 8
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{_fft_c2r: last_dim_size 8 needs 5 frequencies along the last transformed dim, which has 3}}
  %0 = torch.aten._fft_c2r %z, %dims, %int0, %int8 : !torch.vtensor<[3],complex<f32>>, !torch.list<int>, !torch.int, !torch.int -> !torch.vtensor<[8],f32>
  return %0 : !torch.vtensor<[8],f32>
}

// -----

func.func @complex_permute_out_of_range(%z: !torch.vtensor<[2,3],complex<f32>>) -> !torch.vtensor<[2,3],complex<f32>> {
  %int0 = torch.constant.int 0
  %int5 = torch.constant.int 5
  %perm = torch.prim.ListConstruct %int0, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{permute: dim 5 is out of range or repeated for rank 2}}
  %0 = torch.aten.permute %z, %perm : !torch.vtensor<[2,3],complex<f32>>, !torch.list<int> -> !torch.vtensor<[2,3],complex<f32>>
  return %0 : !torch.vtensor<[2,3],complex<f32>>
}

// -----

func.func @mask_and_index(%t: !torch.vtensor<[2,6],f32>, %m: !torch.vtensor<[6],i1>, %i: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],f32> {
  %0 = torch.prim.ListConstruct %i, %m : (!torch.vtensor<[2],si64>, !torch.vtensor<[6],i1>) -> !torch.list<optional<vtensor>>
  // expected-error @+1 {{torch.aten.index.Tensor: a boolean mask computed at run time must be the only index (its row count is found in the data)}}
  %1 = torch.aten.index.Tensor %t, %0 : !torch.vtensor<[2,6],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2],f32>
  return %1 : !torch.vtensor<[2],f32>
}

// -----

func.func @mask_shape(%t: !torch.vtensor<[4,3],f32>, %m: !torch.vtensor<[4,5],i1>) -> !torch.vtensor<[2],f32> {
  %0 = torch.prim.ListConstruct %m : (!torch.vtensor<[4,5],i1>) -> !torch.list<optional<vtensor>>
  // expected-error @+1 {{torch.aten.index.Tensor: a boolean mask that does not fit the input}}
  %1 = torch.aten.index.Tensor %t, %0 : !torch.vtensor<[4,3],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2],f32>
  return %1 : !torch.vtensor<[2],f32>
}
