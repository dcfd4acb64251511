// The passes that take partitioned, out-variant edge ops to a .pte, in pipeline order
// (compiler/driver/Pipelines.cpp), after compiler/passes/Passes.td's. Each is registered with edgec-opt.

#ifndef EDGEC_CODEGEN_PASSES_TD
#define EDGEC_CODEGEN_PASSES_TD

include "mlir/Pass/PassBase.td"

def EdgeSelectKernels : Pass<"edge-select-kernels", "mlir::ModuleOp"> {
  let summary = "Turn each Vulkan op into dispatches of shader variants, with sizes as push constants";
  let description = [{
    A kernel selector per op family turns each Vulkan op (out-variant form) into one or more
    `edge.dispatch` ops: the shader variant (`edge.shader`, one per family and defines, never per shape),
    the buffers it binds, its push constants (sizes, strides, scalars), its specialization constants
    (workgroup and tile sizes) and its grid. Elementwise dispatches merge the dims every operand can read
    as one. Tiles and workgroups are sized for the target devices (`vulkan-device`: their compute units,
    workgroup invocations and shared memory), never beyond what they allow.

    Views: a strided read (permute, slice, select, expand) whose readers all read strided operands
    (elementwise ops, other strided reads, the matrices of the matmul family) costs no copy: they read its
    source through its layout, composed through contiguous views and further strided reads where strides
    can express them. One that reads all of its source in order is a contiguous view. A float tensor times
    or over a Scalar that only matrix products read is their alpha instead. Runs before memory planning, so that scratch buffers shared by the dispatches of one op are
    planned like any other buffer. For a target without shaderInt64 (`vulkan-features`), int64 buffers
    keep their 8-byte elements and variants read, write and compute them as pairs of 32-bit words
    (shaders/int64_pairs.glsl).

    Epilogues: elementwise ops of the registry after an op of one result, which compute in its type and
    read only that result, each other's results (through contiguous views) and buffers of the output's
    type and shape written before the op, run in the op's own dispatch where its kernel family's template
    applies epilogues (conv2d, matmul, and elementwise where the op computes in its output's type and writes
    all of it): a clamp, a residual add and relu, the several ops of a decomposed GELU, a layer scale and
    residual add after a permute. They must end in one op whose result is the only one anything else reads; the dispatch writes
    it, and the fused ops and the buffers between them are gone. Each step rounds to the output's type, as
    the unfused ops would. Up to 16 steps: the tanh GELU of GPT-2 is nine.

    PyTorch's `_safe_softmax` (its attention's softmax, whose rows of only -inf give zeros), which
    torch.export decomposes into a softmax, a test of the rows (x == -inf, logical_not, any as ne, _to_copy,
    sum and ne, logical_not) and a where with zeros, runs as one softmax dispatch that tests its rows
    itself (SAFE), where the ops after the softmax are Vulkan ops that nothing else reads.
  }];
  let options = [
    Option<"vulkanFeatures", "vulkan-features", "std::string", /*default=*/"\"all\"",
           "the optional Vulkan device features the target devices have (as edge-partition's option)">,
    Option<"fuseEpilogues", "fuse-epilogues", "bool", /*default=*/"true",
           "run chains of elementwise ops in the dispatch of the convolution or matrix product they follow, "
           "and a decomposed _safe_softmax in its softmax's">,
    Option<"vulkanDevice", "vulkan-device", "std::string", /*default=*/"\"desktop\"",
           "the target devices, for tile and workgroup sizes: a class (desktop, nvidia, amd, intel, mobile, "
           "lavapipe, minimum), then key=value overrides (compute-units, max-invocations, shared-memory)">,
  ];
}

def EdgeMemoryPlan : Pass<"edge-memory-plan", "mlir::ModuleOp"> {
  let summary = "Plan memory: buffer lifetimes -> offsets in one arena per memory kind";
  let description = [{
    A buffer gets a host copy if the host touches it (inputs, outputs, CPU kernel operands) and a device
    copy if a Vulkan kernel does; a buffer both touch has both, and the runtime copies between them at
    partition boundaries. Within each arena, buffers whose lifetimes overlap get disjoint ranges, placed
    greedily (largest first, lowest fitting offset, 256-byte aligned: Vulkan's largest allowed
    minStorageBufferOffsetAlignment). Aliases extend the lifetime of their source. Constants get 256-byte
    aligned offsets in the constant segment. Inputs stay live for the whole program, so that execute() can
    run again on the same inputs. Sets `edge.host_offset`/`edge.device_offset` on buffers,
    `edge.constant_offset` on constants and `edge.arena_sizes` on the function.
  }];
}

def EdgeCodegenVulkan : Pass<"edge-codegen-vulkan", "mlir::ModuleOp"> {
  let summary = "Compile each shader variant to SPIR-V";
  let description = [{
    Compiles every `edge.shader` variant (its template in shaders/ with its defines) to SPIR-V in-process
    with glslang, optimizes and validates it with SPIRV-Tools, checks that the push-constant block and the
    bindings the SPIR-V declares match what its dispatches pass, and merges variants whose SPIR-V is
    identical. A variant needing a device feature the target lacks (`vulkan-features`) is an error: the
    partitioner should have sent its op to the CPU. With `shader-cache`, compiled variants are kept in that
    directory, named by a hash of their source and of the compilers' versions, and reused.
  }];
  let options = [
    Option<"vulkanFeatures", "vulkan-features", "std::string", /*default=*/"\"all\"",
           "the optional Vulkan device features the target devices have: a comma-separated list of all, none, shaderInt64, shaderInt16, shaderInt8, shaderFloat16, shaderFloat64, storageBuffer16BitAccess, storageBuffer8BitAccess, -NAME to remove one (all,-shaderInt64)">,
    Option<"shaderCache", "shader-cache", "std::string", /*default=*/"\"\"",
           "a directory of compiled shader variants to reuse and add to (created if missing; empty: none)">,
  ];
}

def EdgeSerialize : Pass<"edge-serialize", "mlir::ModuleOp"> {
  let summary = "Write the planned, compiled program as a .pte flatbuffer";
  let options = [
    Option<"output", "output", "std::string", /*default=*/"\"-\"", "file to write (- for stdout)">,
  ];
}

#endif // EDGEC_CODEGEN_PASSES_TD
