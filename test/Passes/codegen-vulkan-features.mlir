// RUN: edgec-opt %s -edge-codegen-vulkan=vulkan-features=storageBuffer16BitAccess -verify-diagnostics

// A variant needing a device feature the target leaves out is an error (the partitioner keeps such ops
// off Vulkan; only a hand-written module gets here).
// expected-error @+1 {{shader variant needs the Vulkan device features shaderInt64, which --vulkan-features does not list}}
edge.shader @neg_i64 {defines = ["NUM_INPUTS=1", "NUM_SCALARS=0", "EXPR=-x0", "CT=int64_t", "CT_IS_FLOAT=0", "IN0_TYPE=int64_t", "LOAD0(v)=CT(v)", "OUT_TYPE=int64_t", "STORE(e)=int64_t(e)"], family = "elementwise", num_bindings = 2 : i64, push_constant_size = 60 : i64}
