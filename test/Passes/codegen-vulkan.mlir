// RUN: edgec-opt %s -split-input-file -edge-codegen-vulkan -verify-diagnostics | FileCheck %s

// Each variant compiles to validated SPIR-V. Two variants whose SPIR-V comes out identical (a define the
// template does not use) become one, and their dispatches share it.
// CHECK: edge.shader @relu {{.*}}required_features = [], spirv = array<i32: 119734787,
// CHECK-NOT: edge.shader
// CHECK-LABEL: func.func @main
// CHECK: edge.dispatch @relu
// CHECK: edge.dispatch @relu
edge.shader @relu {defines = ["NUM_INPUTS=1", "NUM_SCALARS=0", "EXPR=x0 < 0 ? 0 : x0", "CT=float", "CT_IS_FLOAT=1", "IN0_TYPE=float", "LOAD0(v)=CT(v)", "OUT_TYPE=float", "STORE(e)=float(e)"], family = "elementwise", num_bindings = 2 : i64, push_constant_size = 60 : i64}
edge.shader @relu_again {defines = ["NUM_INPUTS=1", "NUM_SCALARS=0", "EXPR=x0 < 0 ? 0 : x0", "CT=float", "CT_IS_FLOAT=1", "IN0_TYPE=float", "LOAD0(v)=CT(v)", "OUT_TYPE=float", "STORE(e)=float(e)", "NOT_USED=1"], family = "elementwise", num_bindings = 2 : i64, push_constant_size = 60 : i64}
func.func @main(%a: memref<8xf32>) {
  %0 = memref.alloc() : memref<8xf32>
  edge.dispatch @relu ins(%a : memref<8xf32>) outs(%0 : memref<8xf32>) {kernel = "aten.relu.default", push_constants = array<i32: 8, 1, 8, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0>, spec_constants = array<i32: 64, 1, 1>, workgroups = array<i64: 1, 1, 1>}
  %1 = memref.alloc() : memref<8xf32>
  edge.dispatch @relu_again ins(%0 : memref<8xf32>) outs(%1 : memref<8xf32>) {kernel = "aten.relu.default", push_constants = array<i32: 8, 1, 8, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0>, spec_constants = array<i32: 64, 1, 1>, workgroups = array<i64: 1, 1, 1>}
  return
}

// -----

// The push constants the dispatches pass must be what the template's Params block declares.
// expected-error @+1 {{shader template 'elementwise' declares 60 bytes of push constants and 2 bindings; its dispatches pass 64 bytes and 2 buffers}}
edge.shader @relu {defines = ["NUM_INPUTS=1", "NUM_SCALARS=0", "EXPR=x0", "CT=float", "CT_IS_FLOAT=1", "IN0_TYPE=float", "LOAD0(v)=CT(v)", "OUT_TYPE=float", "STORE(e)=float(e)"], family = "elementwise", num_bindings = 2 : i64, push_constant_size = 64 : i64}

// -----

// expected-error @+1 {{no shader template 'nonexistent'}}
edge.shader @x {defines = [], family = "nonexistent", num_bindings = 2 : i64, push_constant_size = 0 : i64}

// -----

// A template that does not compile reports glslang's message.
// expected-error @+1 {{elementwise.comp: ERROR:}}
edge.shader @bad {defines = ["NUM_INPUTS=1", "NUM_SCALARS=0", "EXPR=x0 +", "CT=float", "CT_IS_FLOAT=1", "IN0_TYPE=float", "LOAD0(v)=CT(v)", "OUT_TYPE=float", "STORE(e)=float(e)"], family = "elementwise", num_bindings = 2 : i64, push_constant_size = 60 : i64}

// -----

// The device features a variant needs come from its SPIR-V: 64-bit integers need shaderInt64.
// CHECK: edge.shader @neg_i64 {{.*}}required_features = ["shaderInt64"]
edge.shader @neg_i64 {defines = ["NUM_INPUTS=1", "NUM_SCALARS=0", "EXPR=-x0", "CT=int64_t", "CT_IS_FLOAT=0", "IN0_TYPE=int64_t", "LOAD0(v)=CT(v)", "OUT_TYPE=int64_t", "STORE(e)=int64_t(e)"], family = "elementwise", num_bindings = 2 : i64, push_constant_size = 60 : i64}
