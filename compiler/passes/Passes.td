// The passes that take a torch-dialect program to partitioned, out-variant edge ops, in pipeline order
// (compiler/driver/Pipelines.cpp; canonicalize and cse run between some). Each is registered with edgec-opt.
// What follows (kernel selection, memory planning, SPIR-V, serialization) is compiler/codegen/Passes.td.

#ifndef EDGEC_PASSES_TD
#define EDGEC_PASSES_TD

include "mlir/Pass/PassBase.td"

def TorchSimplify : Pass<"torch-simplify", "mlir::ModuleOp"> {
  let summary = "Normalize an imported program: named ops for torch.operator, static sizes folded";
  let description = [{
    `torch.operator "torch.aten.X"` becomes the named op `torch.aten.X` when edgec's op table has it, and
    that op's verifier checks the operands and results against the schema (an error names the mismatch).
    Generic ops edgec does not know stay as they are; compilation names them as unsupported.
    With static shapes, `torch.aten.size.int` folds to a constant, `torch.bind_symbolic_shape` is dropped
    (and the `torch.symbolic_int` it used, once unused), and `torch.prim.NumToTensor.Scalar` of a constant
    becomes a literal. Dynamic shapes keep their symbolic ops. Scalar ops (`Int.bool`, `Float.Scalar`, size
    arithmetic and comparisons) of constants fold; `item`, `ScalarImplicit` and `Int`/`Float`/`Bool.Tensor`
    of a tensor of the same kind become `_local_scalar_dense`. Ops that compute nothing at inference
    (`torch.runtime.assert`, `aten._assert_scalar`, `aten._assert_async`, `aten._assert_tensor_metadata`,
    `aten.sym_constrain_range(_for_size)`) are erased, and an error where their condition is constant and
    false or a metadata check contradicts the operand's static type.
  }];
}

def TorchBoundShapes : Pass<"torch-bound-shapes", "mlir::ModuleOp"> {
  let summary = "Give dynamic shapes their upper bounds; keep their symbolic sizes as bindings";
  let description = [{
    For a program exported with dynamic dimensions (`torch.symbolic_int` bounds, a
    `torch.bind_symbolic_shape` on every tensor of dynamic shape): every `?` size becomes its upper bound
    (the greatest value its expression takes within the symbols' bounds), bindings are rewritten over all
    of the function's symbols in order, and the function records them (`edge.symbols`: name, min, max).
    Symbolic sizes passed to view, reshape, expand and full-like ops, as a slice's end, an arange's end (with
    a constant start and step) or native_group_norm's N, C and HxW (which must be its input's sizes) become
    their upper bound (the bindings state the run-time shapes); a select index or slice start that is a
    dim's size minus k becomes -k, another one a gather at an arange from the size; an arange that starts at
    a size becomes the arange from 0 plus the size; a clamp bound that is a size becomes maximum/minimum with
    it; a constant_pad_nd by sizes that are never negative becomes the fill value, a broadcast zero-dim
    literal, concatenated before and after the tensor, each block bound to its size. A size that an op takes as a run-time parameter (edge_ops.py `run_time_params`: a resize's output
    size, the Scalar of x + T, x / T, x < T where never negative and within 32 bits) becomes its bound and is
    recorded on the op (`edge.run_time_params`); as another Scalar operand an item() may give, it becomes
    the item() of a zero-dim tensor computed at run time. Any other use of a symbolic size is an error naming
    the op and the size by its symbols' names, as is a dynamic size without a binding or without a finite
    upper bound.

    Example: `%arg0: !torch.vtensor<[?,16],f32>` with `torch.symbolic_int "s0" {min_val = 1, max_val = 32}`
    becomes `!torch.vtensor<[32,16],f32>` bound to `affine_map<()[s0] -> (s0, 16)>`.
  }];
  let dependentDialects = ["::edgec::edge::EdgeDialect"];
}

def TorchToEdge : Pass<"torch-to-edge", "mlir::ModuleOp"> {
  let summary = "Lower torch-dialect ATen ops on !torch.vtensor to edge ops on builtin tensors";
  let description = [{
    Scalars and lists become attributes (they must be constants), literals become `edge.constant`, the
    function signature moves to builtin tensors, and non-core ops are decomposed (`aten.linear` into
    `permute` + `addmm`/`mm`). Every created op is verified, so a shape mismatch in the input is reported
    at the torch op's location. Ops with no lowering are all named in one error each.
    `torch.bind_symbolic_shape` becomes `edge.bind_shape` on the lowered value.
  }];
  let dependentDialects = ["::edgec::edge::EdgeDialect"];
}

def EdgeFoldConstants : Pass<"edge-fold-constants", "mlir::ModuleOp"> {
  let summary = "Evaluate at compile time what depends only on constants";
  let description = [{
    An edge op whose inputs are all constants becomes a constant: views and clones reshape it, kernel
    ops run runtime-min's CPU kernel for them (the very code the runtime would run) at compile time. A
    per-output-channel scale or shift that follows a convolution with constant weights (inference batch
    norm, for one) moves into the convolution's weights and bias first, and then folds. Weight permutes,
    batch-norm parameters and the like never become dispatches.
  }];
  let options = [
    Option<"broadcastForProducts", "broadcast-for-products", "bool", /*default=*/"true",
           "leave an expand that only batched products read as their B a broadcast view (Vulkan's products read "
           "it in place as one product over the batch's rows; runtime-min's CPU kernels would copy it at each "
           "execute, so a CPU target folds it)">,
  ];
}

def EdgeInferDims : Pass<"edge-infer-dims", "mlir::ModuleOp"> {
  let summary = "Give every value of a dynamic-shape program its sizes as expressions over the size symbols";
  let description = [{
    In a function with size symbols (`edge.symbols`), each value whose sizes depend on them gets
    `edge.dims` (on its defining op, one entry per result, or on the function argument): the binding's
    expressions where an `edge.bind_shape` states them, else the op's dynamic shape rule applied to its
    operands' sizes. Each expression's range must fit the value's static (upper-bound) type. The bindings
    are then erased. An op that cannot take the dynamic sizes it has is an error naming it.
  }];
}

def EdgeBiasIntoProducts : Pass<"edge-bias-into-products", "mlir::ModuleOp"> {
  let summary = "A matrix product plus a tensor that broadcasts into it: the product with that bias";
  let description = [{
    `add.Tensor(view*(mm|bmm(a, b)), x, alpha)` (either order) becomes `view(addmm|baddbmm(x', a, b))`, beta
    or alpha the add's alpha, where the views keep the product's rows and columns (bmm) or columns (mm) and
    spread the rest over leading dims, and `x` (what torch.export adds after a product: a Linear's bias where
    the Linear's input is 3-D and its batch dynamic or its layout permuted, an attention mask) is the sum's
    size or 1 along those dims and along the leading ones either 1 throughout (dropped) or the sum's (merged
    into the batch: `x'` a view of `x`). The product then adds it as it stores the result (and takes the ops
    after it as its epilogue), instead of a pass of its own over the product. Runs after edge-infer-dims:
    sizes compare as expressions over the size symbols, so a dynamic program qualifies as a static one does.
  }];
}

def EdgeHoistPrologue : Pass<"edge-hoist-prologue", "mlir::ModuleOp"> {
  let summary = "Move what computes from constants and sizes alone to the top, as the prologue";
  let description = [{
    A kernel op whose operands are all constants or results of such ops (and views of them) computes the
    same values at every execute at one set of sizes: a dynamic program's positions, causal masks and counts
    made from its sizes, which a static export folds to constants (edge-fold-constants leaves them because
    their values depend on the sizes). Such ops move, in order and with the constants they read, to the top
    of the function and get `edge.prologue` (kept by their out-variant forms and dispatches); edge-partition
    puts them in partitions of their own, the
    memory plan keeps what they write for later ops intact for the whole program, and runtime-min runs them
    at the first execute and again only when the sizes change. Not moved: what writes a value the function
    returns (the caller may bind an output to other memory between executes), and nothing at all in a
    function with an op whose row count is found in the data (what follows it is sized by that count).
  }];
}

def EdgePartition : Pass<"edge-partition", "mlir::func::FuncOp"> {
  let summary = "Assign each edge kernel op to the Vulkan or the CPU partition by capability";
  let description = [{
    The op table's support columns plus per-op checks (element type, attributes) decide whether an op can
    run on Vulkan and whether a portable CPU kernel exists. Ops get `edge.target` and the index of their
    partition (`edge.partition`): maximal runs of consecutive ops with the same target, and with the same
    place in or after the prologue (`edge.prologue`, edge-hoist-prologue). An op no backend can run is an
    error naming the op and the reason.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"vulkan\"",
           "vulkan: use the GPU where supported; cpu: put every op on the portable CPU kernels">,
    Option<"vulkanFeatures", "vulkan-features", "std::string", /*default=*/"\"all\"",
           "the optional Vulkan device features the target devices have: a comma-separated list of all, none, shaderInt64, shaderInt16, shaderInt8, shaderFloat16, shaderFloat64, storageBuffer16BitAccess, storageBuffer8BitAccess, -NAME to remove one (all,-shaderInt64)">,
    Option<"maxStorageBufferRange", "max-storage-buffer-range", "int64_t",
           /*default=*/"EDGE_MIN_VULKAN_STORAGE_BUFFER_RANGE",
           "the target devices' maxStorageBufferRange: an op binding a larger buffer runs on the CPU (default: 2^27, what Vulkan guarantees)">,
  ];
}

def EdgeOutVariants : Pass<"edge-out-variants", "mlir::ModuleOp"> {
  let summary = "Convert edge ops to out-variant form: every op writes into an explicitly allocated buffer";
  let description = [{
    Tensors become memrefs: each kernel op result becomes a `memref.alloc` passed as the op's `outs`,
    views become `memref.reinterpret_cast` aliases of their operand, and constants become
    `memref.global` constants read with `memref.get_global`.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

#endif // EDGEC_PASSES_TD
