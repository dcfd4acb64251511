//===- SelectElementwise.cpp - the elementwise family: registry ops, strided copies, cat ===//
#include "codegen/KernelSelect.h"
#include "registry/OpTable.h"

namespace edgec::select {
/// An input of an elementwise dispatch: a buffer read at offset + sum(coordinate[d] * strides[d]) over the
/// output's dims.
struct StridedInput {
  Value buffer;
  Size offset;
  Sizes strides;
};

/// An elementwise kernel: its expression over inputs x0..x2 and scalars s0, s1, the attributes that give
/// the scalars, and whether it computes in its inputs' promoted type (comparisons, conversions) rather
/// than its result's.
struct ElementwiseKernel {
  llvm::StringLiteral atenName, name, expr;
  llvm::StringLiteral pairsExpr; // expr over int64 as word pairs; empty where the op never computes in int64
  llvm::StringLiteral scalar0, scalar1;
  bool computeOnInputs;
  llvm::StringLiteral absent0, absent1; // an absent optional scalar: "lowest" or "highest" of the compute type
};
/// Every elementwise op of the registry (compiler/registry/edge_ops.py).
const ElementwiseKernel kElementwiseKernels[] = {
#define EDGEC_ELEMENTWISE(aten, name, expr, pairsExpr, s0, s1, onInputs, absent0, absent1, commutative)                \
  {aten, name, expr, pairsExpr, s0, s1, onInputs, absent0, absent1},
#include "registry/OpTable.inc"
#undef EDGEC_ELEMENTWISE
};
/// A strided copy: permutes, and any view a consumer cannot read in place.
constexpr ElementwiseKernel kCopy = {"", "copy", "x0", "x0", "", "", true, "", ""};


const ElementwiseKernel *lookupElementwise(StringRef atenName) {
  for (const ElementwiseKernel &k : kElementwiseKernels)
    if (k.atenName == atenName)
      return &k;
  return nullptr;
}

namespace {
/// An op's Scalar parameter: its attribute (null where an optional one is absent), and where the program
/// gives it as a size known at run time (edge.run_time_params), that size.
struct ScalarParam {
  Attribute attr;
  std::optional<Size> size;
};
/// The Scalar parameters `kernel`'s expression names, in the order of its s0, s1; failure (emitted) where a
/// run-time size is malformed.
FailureOr<SmallVector<ScalarParam>> scalarParams(const ElementwiseKernel &kernel, Operation *op) {
  SmallVector<ScalarParam> params;
  for (StringRef name : {kernel.scalar0, kernel.scalar1}) {
    if (name.empty())
      continue;
    ScalarParam p{op->getAttr(name), std::nullopt};
    FailureOr<SmallVector<std::optional<AffineExpr>>> sizes = edge::runTimeSizes(op, name);
    if (failed(sizes) || sizes->size() > 1)
      return op->emitError("run-time parameter '") << name << "': malformed size";
    if (!sizes->empty())
      p.size = (*sizes)[0];
    params.push_back(p);
  }
  return params;
}

/// Scalar `k` of `kernel` in compute type `ct`, from its parameter `param` (an absent optional one: the
/// compute type's lowest or highest value, which the expression then ignores, or 0). An integer kernel
/// takes integers exactly.
PushScalar kernelScalar(const ElementwiseKernel &kernel, size_t k, const ScalarParam &param, ComputeType ct) {
  PushScalar::Kind kind = scalarKind(ct);
  StringRef absent = k == 0 ? kernel.absent0 : kernel.absent1;
  Attribute s = param.attr;
  PushScalar value{kind};
  value.size = param.size;
  if (!s && !absent.empty()) {
    bool low = absent == "lowest";
    value.f = low ? -std::numeric_limits<float>::max() : std::numeric_limits<float>::max();
    value.i = kind == PushScalar::I32 ? (low ? INT32_MIN : INT32_MAX) : (low ? INT64_MIN : INT64_MAX);
  } else {
    value.f = s ? edge::scalarValue(s) : 0.0;
    value.i = isa_and_nonnull<IntegerAttr>(s) && !isa<BoolAttr>(s)      ? cast<IntegerAttr>(s).getInt()
              : std::isfinite(value.f) && std::fabs(value.f) < 9.2e18 ? int64_t(std::trunc(value.f))
                                                                        : 0;
  }
  return value;
}

/// An elementwise dispatch over the contiguous output `out`. Dims are merged where every input can be
/// indexed across them as one dim, and dims of size 1 are dropped: fewer dims, less index arithmetic.
/// `scalars` are the op's Scalar parameters, in the order of its expression's s0, s1.
/// With `outView`, the dispatch writes `out` strided (offset + sum(coordinate[d] * strides[d])) over
/// `iterShape` instead: a part of it (cat).
DispatchRequest elementwise(const ElementwiseKernel &kernel, ArrayRef<StridedInput> inputs, Value out,
                            ArrayRef<ScalarParam> scalars = {}, const StridedInput *outView = nullptr,
                            ArrayRef<Size> iterShape = {}) {
  MLIRContext *ctx = out.getContext();
  Sizes outShape = outView ? Sizes(iterShape) : dimsOf(out);
  SmallVector<StridedInput> views(inputs.begin(), inputs.end()); // the inputs, then the strided output
  if (outView)
    views.push_back(*outView);
  Sizes shape;
  SmallVector<Sizes> strides(views.size());
  for (size_t d = 0; d < outShape.size(); ++d) {
    if (edge::isConstantSize(outShape[d], 1))
      continue;
    bool merge = !shape.empty() && llvm::all_of(llvm::seq<size_t>(0, views.size()), [&](size_t k) {
      return strides[k].back() == views[k].strides[d] * outShape[d];
    });
    if (merge) {
      shape.back() = shape.back() * outShape[d];
      for (size_t k = 0; k < views.size(); ++k)
        strides[k].back() = views[k].strides[d];
      continue;
    }
    shape.push_back(outShape[d]);
    for (size_t k = 0; k < views.size(); ++k)
      strides[k].push_back(views[k].strides[d]);
  }
  if (shape.empty()) { // a single element
    shape.push_back(constant(1, ctx));
    for (auto &s : strides)
      s.push_back(constant(0, ctx));
  }
  Size numel = edge::sizeProduct(outShape, ctx);
  DispatchRequest r;
  r.family = "elementwise";
  SmallVector<Type> computeFrom;
  if (kernel.computeOnInputs)
    for (const StridedInput &in : inputs)
      computeFrom.push_back(elementType(in.buffer));
  else
    computeFrom.push_back(elementType(out));
  ComputeType ct = computeType(computeFrom);
  // The registry has an int64 form of every expression of an op that computes in int64 (gen_ops.py).
  assert((ct != ComputeType::Int64Pairs || !kernel.pairsExpr.empty()) && "no int64 form of the expression");
  r.name = ("elementwise_" + kernel.name).str();
  r.defines = {"NUM_INPUTS=" + std::to_string(inputs.size()), "NUM_SCALARS=" + std::to_string(scalars.size()),
               ("EXPR=" + (ct == ComputeType::Int64Pairs ? kernel.pairsExpr : kernel.expr)).str()};
  for (std::string &d : computeTypeDefines(ct))
    r.defines.push_back(std::move(d));
  bool pairs = ct == ComputeType::Int64Pairs;
  for (size_t k = 0; k < inputs.size(); ++k) {
    GlslStorage s = glslStorage(elementType(inputs[k].buffer), ct);
    r.defines.push_back("IN" + std::to_string(k) + "_TYPE=" + s.type);
    r.defines.push_back("LOAD" + std::to_string(k) + "(v)=" + s.load);
    r.name += "_" + edge::dtypeName(elementType(inputs[k].buffer));
    pairs |= s.pairs;
  }
  GlslStorage o = glslStorage(elementType(out), ct);
  r.defines.push_back("OUT_TYPE=" + o.type);
  r.defines.push_back("STORE(e)=" + o.store);
  r.name += "_" + edge::dtypeName(elementType(out));
  if (pairs || o.pairs) {
    r.defines.push_back("INT64_PAIRS");
    r.name += "_pairs";
  }
  // Every input read at the output's own index: the variant without index arithmetic.
  bool contiguous = shape.size() == 1 && llvm::all_of(llvm::seq<size_t>(0, views.size()), [&](size_t k) {
                      return edge::isConstantSize(views[k].offset, 0) && edge::isConstantSize(strides[k][0], 1);
                    });
  if (outView && !contiguous) {
    r.defines.push_back("OUT_STRIDED");
    r.name += "_into";
  }
  if (contiguous) {
    r.defines.push_back("CONTIGUOUS");
    r.name += "_contiguous";
  }
  for (const StridedInput &in : inputs)
    r.inputs.push_back(in.buffer);
  r.outputs.push_back(out);
  // The scalars first, in the compute type (they may be 64-bit).
  ElementwisePush push;
  for (auto [k, s] : llvm::enumerate(scalars)) {
    PushScalar scalar = kernelScalar(kernel, k, s, ct);
    if (convertsSize(scalar)) { // a size known at run time, converted (elementwise.comp's LOAD_s0, LOAD_s1)
      std::string name = "s" + std::to_string(k);
      r.defines.push_back("LOAD_" + name + "=" + sizeScalar(scalar, "p." + name));
      r.name += "_" + name + "size";
    }
    (k == 0 ? push.s0 : push.s1) = scalar;
  }
  push.numel = numel;
  push.rank = constant(shape.size(), ctx);
  push.shape = shape;
  for (const StridedInput &in : inputs)
    push.offset.push_back(in.offset);
  push.strides.assign(strides.begin(), strides.begin() + inputs.size());
  if (outView && !contiguous) {
    push.outOffset = outView->offset;
    push.outStrides = strides.back();
  }
  r.setPush(push);
  r.spec = {kElementwiseGroupSize, 1, 1};
  r.groups = grid1d(numel, kElementwiseGroupSize);
  // The elementwise ops after this one (an epilogue on offer, KernelSelect.cpp) run in this dispatch where it
  // writes all of its output in the output's own compute type, and the push constants still fit.
  // (An epilogue is never on offer for int64 word pairs: findEpilogue.)
  if (currentEpilogue && !outView && ct == computeType({elementType(out)})) {
    DispatchRequest fused = r;
    ElementwisePush fusedPush = push;
    takeEpilogue(fused, fusedPush, elementType(out));
    fused.setPush(fusedPush);
    if (!fused.pushError)
      return fused;
    currentEpilogue->taken = false;
  }
  return r;
}

/// A contiguous input broadcast to the output's shape.
StridedInput broadcastInput(Value v, Value out) {
  return {v, constant(0, v.getContext()), broadcastStrides(dimsOf(v), dimsOf(out), v.getContext())};
}

/// `v` broadcast to `out`, read through a folded view if it is one.
StridedInput readInput(Value v, Value out, const FoldedViews &folded) {
  auto it = folded.find(v);
  if (it == folded.end())
    return broadcastInput(v, out);
  const edge::SymbolicLayout &layout = it->second.layout;
  Sizes outShape = dimsOf(out);
  StridedInput in{it->second.source, layout.offset, Sizes(outShape.size(), constant(0, v.getContext()))};
  size_t lead = outShape.size() - layout.shape.size();
  for (size_t d = 0; d < layout.shape.size(); ++d)
    if (!(edge::isConstantSize(layout.shape[d], 1) && !edge::isConstantSize(outShape[lead + d], 1))) // a broadcast dim repeats
      in.strides[lead + d] = layout.strides[d];
  return in;
}

/// An elementwise op of the registry: every input broadcast to the output, the scalars from its attributes.
FailureOr<DispatchRequest> elementwiseOp(const ElementwiseKernel &kernel, edge::AtenOpInterface op,
                                         const FoldedViews &folded) {
  Value out = op.getOuts()[0];
  SmallVector<StridedInput> inputs;
  for (Value in : op.getInputs())
    inputs.push_back(readInput(in, out, folded));
  FailureOr<SmallVector<ScalarParam>> scalars = scalarParams(kernel, op);
  if (failed(scalars))
    return failure();
  return elementwise(kernel, inputs, out, *scalars);
}


/// cat: each input copied, converted to the result's type, into its slice of the output along `dim`.
std::vector<DispatchRequest> concatenate(edge::CatOp o) {
  MLIRContext *ctx = o.getContext();
  Value out = o.getOuts()[0];
  Sizes outShape = dimsOf(out);
  Sizes outStrides = edge::contiguousStrides(outShape, ctx);
  std::vector<DispatchRequest> requests;
  int64_t dim = 0;
  Size start = constant(0, ctx);
  if (!outShape.empty())
    dim = edge::normalizeDim(o.getDim(), outShape.size());
  for (Value in : o.getTensors()) {
    Sizes shape = dimsOf(in);
    if (upperBound(edge::sizeProduct(shape, ctx)) == 0) { // nothing to copy (and 1-D empty inputs are skipped)
      if (shape.size() == outShape.size())
        start = start + shape[dim];
      continue;
    }
    StridedInput source{in, constant(0, ctx), edge::contiguousStrides(shape, ctx)};
    StridedInput slice{out, start * outStrides[dim], outStrides};
    requests.push_back(elementwise(kCopy, {source}, out, {}, &slice, shape));
    start = start + shape[dim];
  }
  return requests;
}

/// permute, slice, select, expand: a copy of the strided read the op's layout describes (of its operand's
/// source where the operand is itself a folded view).
FailureOr<DispatchRequest> stridedCopy(edge::AtenOpInterface op, const FoldedViews &folded) {
  FailureOr<FoldedView> view = viewOfView(op, folded);
  if (failed(view))
    return op->emitError("internal error: no layout for the strided read");
  return elementwise(kCopy, {StridedInput{view->source, view->layout.offset, view->layout.strides}}, op.getOuts()[0]);
}
} // namespace

FailureOr<std::string> appendEpilogueStep(Epilogue &e, edge::AtenOpInterface op,
                                          const llvm::DenseMap<Value, std::string> &slots, ComputeType ct) {
  const ElementwiseKernel *kernel = lookupElementwise(op.getAtenName());
  if (!kernel || ct == ComputeType::Int64Pairs)
    return failure();
  // It computes in its result's type, which is the epilogue's (the caller checks): as the unfused kernel would.
  if (kernel->computeOnInputs && llvm::any_of(op.getInputs(), [&](Value in) { return computeType({elementType(in)}) != ct; }))
    return failure();
  FailureOr<SmallVector<ScalarParam>> params = scalarParams(*kernel, op);
  if (failed(params))
    return failure();
  SmallVector<ScalarParam> &scalars = *params;
  // An operand the epilogue computed goes first where the op is commutative: `x + conv(y)` and `conv(y) + x`
  // are then one shader (and pipeline) rather than two that differ in the order of an addition.
  SmallVector<Value> operands(op.getInputs());
  auto computed = [&](Value v) { return slots.count(viewedBuffer(v)) != 0; };
  auto constantScalar = [&](StringRef name) -> std::optional<double> {
    const ScalarParam &p = scalars[name == kernel->scalar0 ? 0 : scalars.size() - 1];
    return p.attr && !p.size ? std::optional<double>(edge::scalarValue(p.attr)) : std::nullopt;
  };
  if (operands.size() == 2 && !computed(operands[0]) && computed(operands[1]) &&
      edgec::operandsCommute(op.getAtenName(), constantScalar))
    std::swap(operands[0], operands[1]);
  SmallVector<Value> inputs = e.inputs;
  std::string local = "t" + std::to_string(e.locals);
  std::string step = "CT " + local + "; {";
  for (auto [k, in] : llvm::enumerate(operands)) {
    std::string slot = "CT x" + std::to_string(k) + " = ";
    if (auto it = slots.find(viewedBuffer(in)); it != slots.end()) {
      step += slot + it->second + "; ";
      continue;
    }
    size_t j = llvm::find(inputs, in) - inputs.begin();
    if (j == inputs.size())
      inputs.push_back(in);
    step += slot + "EPILOGUE_LOAD(epilogue" + std::to_string(j) + "[epilogueIndex]); ";
  }
  if (inputs.size() > kMaxEpilogueInputs || e.scalars.size() + scalars.size() > kMaxEpilogueScalars)
    return failure();
  for (auto [k, param] : llvm::enumerate(scalars)) {
    PushScalar scalar = kernelScalar(*kernel, k, param, ct);
    step += "CT s" + std::to_string(k) + " = " +
            sizeScalar(scalar, "p.epilogue[" + std::to_string(e.scalars.size()) + "]") + "; ";
    e.scalars.push_back(scalar);
  }
  e.inputs = inputs;
  e.locals++;
  e.body += step + local + " = EPILOGUE_ROUND((" + kernel->expr.str() + ")); } ";
  e.suffix += "_" + kernel->name.str();
  e.ops += "+" + op.getAtenName().str();
  return local;
}

/// The registry's elementwise expressions.
Dispatches selectExpression(edge::AtenOpInterface op, const FoldedViews &folded) {
  if (const ElementwiseKernel *kernel = lookupElementwise(op.getAtenName()))
    return one(elementwiseOp(*kernel, op, folded));
  return noKernel(op);
}

Dispatches selectElementwise(edge::CatOp op, const FoldedViews &) { return concatenate(op); }

/// The strided reads (edge_ops.py `shape="strided_read"`: permute, slice, select, expand, as_strided): a copy
/// of the read their layout describes.
#define EDGE_SELECT_STRIDED_READ(OP, _)                                                                                \
  Dispatches selectElementwise(edge::OP op, const FoldedViews &folded) { return one(stridedCopy(op, folded)); }
EDGE_SHAPE_RULE_OPS_strided_read(EDGE_SELECT_STRIDED_READ, _)

} // namespace edgec::select
