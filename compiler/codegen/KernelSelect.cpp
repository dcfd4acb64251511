//===- KernelSelect.cpp - Vulkan ops -> dispatches of shader variants -----===//
//
// Each Vulkan op becomes one or more `edge.dispatch` ops of a shader variant (`edge.shader`, created once
// per family and defines). What depends on shapes and attributes - sizes, strides, scalars - goes into the
// dispatch's push constants, never into the variant, so one variant serves every shape. Workgroup and tile
// sizes are specialization constants. This runs before memory planning so that scratch buffers a
// multi-dispatch kernel needs are planned like any other buffer.
//
//===----------------------------------------------------------------------===//
#include "codegen/KernelSelect.h"

#include "mlir/IR/Verifier.h"

#include <cmath>
#include <limits>

namespace edgec {
#define GEN_PASS_DEF_EDGESELECTKERNELS
#include "codegen/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;
using namespace edgec::select;

namespace {
/// The dispatches that run `op` (in out-variant form) on Vulkan: its family's selector's.
Dispatches selectKernels(Operation *op, const FoldedViews &folded) {
  auto aten = cast<edge::AtenOpInterface>(op);
  if (FamilySelector family = vulkanFamilyOf(aten.getAtenName()))
    return family(aten, folded);
  return op->emitError("no Vulkan kernel for ") << op->getName();
}

struct EdgeSelectKernelsPass : edgec::impl::EdgeSelectKernelsBase<EdgeSelectKernelsPass> {
  using EdgeSelectKernelsBase::EdgeSelectKernelsBase;

  /// The shader variant of `r`, created at the top of the module the first time it is asked for.
  edge::ShaderOp variant(const DispatchRequest &r) {
    std::string key = r.family;
    for (const std::string &d : r.defines)
      key += "|" + d;
    edge::ShaderOp &shader = variants[key];
    if (!shader) {
      OpBuilder b = OpBuilder::atBlockBegin(getOperation().getBody());
      shader = b.create<edge::ShaderOp>(getOperation().getLoc(), b.getStringAttr(r.name), b.getStringAttr(r.family),
                                        b.getStrArrayAttr(SmallVector<StringRef>(r.defines.begin(), r.defines.end())),
                                        b.getI64IntegerAttr(r.inputs.size() + r.outputs.size()),
                                        b.getI64IntegerAttr(r.push.words.size() * 4), DenseI32ArrayAttr(), ArrayAttr());
      symbols->insert(shader); // uniquifies the name: elementwise_add, elementwise_add_0, ...
    }
    return shader;
  }

  LogicalResult select(edge::AtenOpInterface aten) {
    Operation *op = aten;
    if (!aten.hasOutsForm())
      return op->emitError("kernel selection expects out-variant form (run edge-out-variants first)");
    if (succeeded(foldIntoReaders(aten)) || succeeded(foldScaleIntoProducts(aten)))
      return success();
    // An op with nothing to write needs no dispatch (a zero-element operand it reads is bound to a
    // placeholder by runtime-min: Vulkan has no empty buffers, and the shader never touches it).
    if (llvm::all_of(aten.getOuts(), [](Value v) { return cast<ShapedType>(v.getType()).getNumElements() == 0; })) {
      op->erase();
      return success();
    }
    std::optional<EpilogueChain> chain = findSafeSoftmax(aten);
    if (!chain)
      chain = findEpilogue(aten);
    currentEpilogue = chain ? &chain->epilogue : nullptr;
    FailureOr<std::vector<DispatchRequest>> requests = selectKernels(op, folded);
    currentEpilogue = nullptr;
    if (failed(requests))
      return failure();
    bool fused = chain && chain->epilogue.taken;
    if (fused) { // what the dispatch binds besides the op's own operands is defined before it
      for (Value v : chain->epilogue.inputs)
        hoistBefore(v, op);
      hoistBefore(chain->epilogue.out, op);
    }
    OpBuilder b(op);
    for (DispatchRequest &r : *requests) {
      if (r.pushError)
        return op->emitError("internal error: the push constants of a '")
               << r.family << "' dispatch do not fit its block (kernel_families.py): " << r.pushError;
      if (r.push.outOfRange || r.specOutOfRange)
        return op->emitError("a size, stride or window does not fit the 32-bit push or specialization constants of "
                             "its Vulkan shader");
      SmallVector<int64_t, 3> groups = workgroupsAtBounds(r.groups);
      if (llvm::any_of(groups, [](int64_t g) { return g > kMaxGroupsPerDim; }))
        return op->emitError("too large for one Vulkan dispatch (more than 65535 workgroups along a dimension)");
      edge::ShaderOp shader = variant(r);
      auto dispatch = b.create<edge::DispatchOp>(
          op->getLoc(), FlatSymbolRefAttr::get(shader.getSymNameAttr()), r.inputs, r.outputs,
          b.getDenseI32ArrayAttr(r.push.words), b.getDenseI32ArrayAttr(r.spec), b.getDenseI64ArrayAttr(groups),
          b.getStringAttr(aten.getAtenName() + (fused ? chain->epilogue.ops : "")), DenseI32ArrayAttr(),
          AffineMapAttr(), AffineMapAttr());
      unsigned numSymbols = currentSymbols->size();
      if (!r.push.dynamic.empty()) {
        SmallVector<int32_t> indices;
        SmallVector<AffineExpr> values;
        for (auto &[index, e] : r.push.dynamic) {
          indices.push_back(index);
          values.push_back(e);
        }
        dispatch.setDynamicPushIndicesAttr(b.getDenseI32ArrayAttr(indices));
        dispatch.setDynamicPushValuesAttr(AffineMapAttr::get(AffineMap::get(0, numSymbols, values, b.getContext())));
      }
      if (llvm::any_of(r.groups, [](Size g) { return !isa<AffineConstantExpr>(g); }))
        dispatch.setDynamicWorkgroupsAttr(
            AffineMapAttr::get(AffineMap::get(0, numSymbols, ArrayRef<AffineExpr>(r.groups), b.getContext())));
      // The partition and target carry over: memory planning and serialization group dispatches by them.
      for (NamedAttribute attr : op->getDiscardableAttrs())
        dispatch->setAttr(attr.getName(), attr.getValue());
      if (failed(verify(dispatch)))
        return failure();
    }
    op->erase();
    if (fused) { // the chain's ops, then the buffers between them, which nothing uses any more
      for (Operation *step : llvm::reverse(chain->ops)) {
        fusedAway.insert(step);
        step->erase();
      }
      // Views first (a view may be of a view), then the buffers; views of what remains stay.
      SmallVector<Operation *> buffers;
      for (Operation *buffer : chain->buffers)
        if (!llvm::is_contained(buffers, buffer))
          buffers.push_back(buffer);
      eraseUnused(buffers);
    }
    return success();
  }

  /// Erases each of `buffers` (allocations and views, no repeats) that nothing uses, until none is left unused:
  /// a view's erasure may leave what it views unused.
  static void eraseUnused(SmallVector<Operation *> buffers) {
    for (bool erased = true; erased;) {
      erased = false;
      for (Operation *&buffer : buffers)
        if (buffer && buffer->use_empty()) {
          buffer->erase();
          buffer = nullptr;
          erased = true;
        }
    }
  }

  /// An epilogue for `producer` and what it replaces: the ops of its steps and the buffers (allocations
  /// and views) between them.
  struct EpilogueChain {
    Epilogue epilogue;
    SmallVector<Operation *> ops, buffers;
  };

  /// Whether `step` is a Vulkan op of `producer`'s block and partition: one its dispatch may take in.
  static bool sameDispatchGroup(Operation *step, Operation *producer) {
    return step->getBlock() == producer->getBlock() &&
           step->getAttr(edge::attr::kTarget) == producer->getAttr(edge::attr::kTarget) &&
           step->getAttr(edge::attr::kPartition) == producer->getAttr(edge::attr::kPartition);
  }

  /// What `chain` replaces: `ops` in block order (the last writes what the producer's dispatch will), and the
  /// buffers between them, the producer's `result` first.
  static void setChainOps(EpilogueChain &chain, Value result, ArrayRef<Operation *> ops) {
    chain.ops.assign(ops.begin(), ops.end());
    chain.buffers.push_back(result.getDefiningOp());
    for (Operation *step : ops.drop_back())
      chain.buffers.push_back(cast<edge::AtenOpInterface>(step).getOuts()[0].getDefiningOp());
  }

  /// Moves the allocation or chain of views defining `v` before `point` where it comes after it: a buffer
  /// the fused dispatch binds (written before `point`, or written by the dispatch itself).
  static void hoistBefore(Value v, Operation *point) {
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != point->getBlock() || def->isBeforeInBlock(point))
      return;
    assert((isa<memref::AllocOp, memref::GetGlobalOp, memref::ReinterpretCastOp>(def)) && "a buffer or a view of one");
    for (Value operand : def->getOperands())
      hoistBefore(operand, point);
    def->moveBefore(point);
  }

  /// Whether every op that writes `v` (or the buffer it is a view of) comes before `point` in its block: what
  /// an epilogue reads must be complete when its producer runs.
  static bool writtenBefore(Value v, Operation *point) {
    Value root = viewedBuffer(v);
    if (isa<BlockArgument>(root) || root.getDefiningOp<memref::GetGlobalOp>())
      return true; // inputs and constants: nothing writes them
    if (!root.getDefiningOp<memref::AllocOp>())
      return false;
    bool written = false;
    SmallVector<Value> buffers = {root};
    while (!buffers.empty()) {
      Value buffer = buffers.pop_back_val();
      for (Operation *user : buffer.getUsers()) {
        if (auto view = dyn_cast<memref::ReinterpretCastOp>(user)) {
          buffers.push_back(view.getResult());
          continue;
        }
        auto aten = dyn_cast<edge::AtenOpInterface>(user);
        auto dispatch = dyn_cast<edge::DispatchOp>(user);
        bool writes = (aten && llvm::is_contained(aten.getOuts(), buffer)) ||
                      (dispatch && llvm::is_contained(dispatch.getOutputs(), buffer));
        if (!writes)
          continue;
        if (user->getBlock() != point->getBlock() || !user->isBeforeInBlock(point))
          return false;
        written = true;
      }
    }
    return written;
  }

  /// The ops that read `v` other than through a contiguous view of it (views: collected in `views`), each
  /// with the value it reads; `v`'s writers excluded.
  static SmallVector<std::pair<Operation *, Value>> readersOf(Value v, SmallVectorImpl<Operation *> &views) {
    SmallVector<std::pair<Operation *, Value>> readers;
    SmallVector<Value> values = {v};
    while (!values.empty()) {
      Value value = values.pop_back_val();
      for (Operation *user : value.getUsers()) {
        if (auto view = dyn_cast<memref::ReinterpretCastOp>(user)) {
          views.push_back(view);
          values.push_back(view.getResult());
          continue;
        }
        auto aten = dyn_cast<edge::AtenOpInterface>(user);
        if (aten && llvm::is_contained(aten.getOuts(), value))
          continue;
        if (!llvm::is_contained(readers, std::make_pair(user, value)))
          readers.push_back({user, value});
      }
    }
    return readers;
  }

  /// The largest set of elementwise ops after `producer` that its dispatch can apply as an epilogue (see the
  /// pass's description), or none. It grows from the producer's readers to every elementwise op whose operands
  /// are the producer's result, the results of ops already in, or buffers of the output's type and shape
  /// written before the producer; then keeps the largest part that ends in one op (the sink) whose
  /// intermediate results nothing else reads.
  std::optional<EpilogueChain> findEpilogue(edge::AtenOpInterface producer) {
    Operation *op = producer;
    if (!fuseEpilogues || producer.getOuts().size() != 1 || !producer.getOuts()[0].getDefiningOp<memref::AllocOp>())
      return std::nullopt;
    Value result = producer.getOuts()[0];
    Type type = elementType(result);
    ComputeType ct = computeType({type});
    if (ct == ComputeType::Int64Pairs)
      return std::nullopt;
    // Values the epilogue computes (the result, then its ops' results), as read through views: their dims.
    llvm::DenseMap<Value, Operation *> computedBy = {{result, op}};
    SmallVector<Operation *> grown, views;
    SmallVector<Operation *> candidates;
    for (auto [reader, read] : readersOf(result, views))
      candidates.push_back(reader);
    auto computed = [&](Value v) { return computedBy.count(viewedBuffer(v)) != 0; };
    auto admissible = [&](Operation *reader) -> bool { // false: not (yet)
      auto step = dyn_cast<edge::AtenOpInterface>(reader);
      if (!step || llvm::is_contained(grown, reader) || !lookupElementwise(step.getAtenName()) ||
          step.getOuts().size() != 1 || !step.getOuts()[0].getDefiningOp<memref::AllocOp>() ||
          !sameDispatchGroup(reader, op) || !op->isBeforeInBlock(reader))
        return false;
      Value out = step.getOuts()[0];
      Sizes shape = dimsOf(out);
      if (elementType(out) != type || llvm::is_contained(step.getInputs(), out))
        return false;
      return llvm::all_of(step.getInputs(), [&](Value in) {
        return elementType(in) == type && dimsOf(in) == shape && !folded.count(in) &&
               (computed(in) || writtenBefore(in, op));
      });
    };
    for (bool changed = true; changed && grown.size() < kMaxEpilogueSteps;) {
      changed = false;
      for (size_t i = 0; i < candidates.size() && grown.size() < kMaxEpilogueSteps; ++i) {
        Operation *reader = candidates[i];
        if (!admissible(reader))
          continue;
        grown.push_back(reader);
        Value out = cast<edge::AtenOpInterface>(reader).getOuts()[0];
        computedBy[out] = reader;
        for (auto [next, read] : readersOf(out, views))
          candidates.push_back(next);
        changed = true;
      }
    }
    llvm::sort(grown, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
    // Per sink, in order of the ops it would take (most first): the sink and what it depends on among the
    // grown ops, if nothing outside them reads the producer's result or an intermediate result.
    auto partEndingIn = [&](Operation *sink) -> SmallVector<Operation *> {
      llvm::SmallPtrSet<Operation *, 8> part = {sink};
      for (Operation *step : llvm::reverse(grown)) // reverse block order: users before what they read
        if (part.contains(step))
          for (Value in : cast<edge::AtenOpInterface>(step).getInputs()) {
            auto it = computedBy.find(viewedBuffer(in));
            if (it != computedBy.end() && it->second != op)
              part.insert(it->second);
          }
      SmallVector<Operation *> ordered;
      for (Operation *step : grown)
        if (part.contains(step))
          ordered.push_back(step);
      SmallVector<Value> internal = {result};
      for (Operation *step : ordered)
        if (step != sink)
          internal.push_back(cast<edge::AtenOpInterface>(step).getOuts()[0]);
      SmallVector<Operation *> unused;
      for (Value v : internal)
        for (auto [reader, read] : readersOf(v, unused))
          if (!part.contains(reader))
            return {};
      return ordered;
    };
    SmallVector<SmallVector<Operation *>> parts;
    for (Operation *sink : grown)
      if (SmallVector<Operation *> part = partEndingIn(sink); !part.empty())
        parts.push_back(std::move(part));
    llvm::stable_sort(parts, [](const auto &a, const auto &b) { return a.size() > b.size(); });
    for (const SmallVector<Operation *> &part : parts) {
      EpilogueChain chain;
      llvm::DenseMap<Value, std::string> slots = {{result, "v"}};
      bool built = true;
      for (Operation *step : part) {
        FailureOr<std::string> slot = appendEpilogueStep(chain.epilogue, cast<edge::AtenOpInterface>(step), slots, ct);
        if (failed(slot)) {
          built = false;
          break;
        }
        slots[cast<edge::AtenOpInterface>(step).getOuts()[0]] = *slot;
      }
      if (!built)
        continue;
      Value out = cast<edge::AtenOpInterface>(part.back()).getOuts()[0];
      chain.epilogue.body += "v = " + slots[out] + ";";
      chain.epilogue.out = out;
      setChainOps(chain, result, part);
      chain.buffers.append(views.begin(), views.end()); // erased where unused
      return chain;
    }
    return std::nullopt;
  }

  /// PyTorch's attention decomposes `_safe_softmax` (a row of only -inf gives zeros, not NaN) into
  ///   s = _softmax(x, d); all = logical_not(any(logical_not(x == -inf), d, keepdim)); where(all, 0, s)
  /// with `any` lowered as ne.Scalar(0), _to_copy, sum.dim_IntList and ne.Scalar(0). Where `softmax` is
  /// such a softmax, and the ops after it are Vulkan ops of its partition that nothing else reads, the
  /// softmax's dispatch tests the rows itself and writes the where's output (SelectSoftmax.cpp): the chain
  /// of seven full-size and row-size dispatches goes.
  std::optional<EpilogueChain> findSafeSoftmax(edge::AtenOpInterface softmax) {
    Operation *op = softmax;
    if (!fuseEpilogues || softmax.getAtenName() != "aten._softmax.default" || softmax.getOuts().size() != 1)
      return std::nullopt;
    Value x = softmax.getInputs()[0], s = softmax.getOuts()[0];
    int64_t rank = cast<ShapedType>(x.getType()).getRank();
    int64_t dim = edge::normalizeDim(cast<IntegerAttr>(op->getAttr("dim")).getInt(), rank);
    // A step of the chain: `name`, the only reader of `in`, as its first input, and with `other`, that scalar.
    auto stepAfter = [&](Value in, StringRef name, std::optional<double> other) -> edge::AtenOpInterface {
      SmallVector<Operation *> views;
      SmallVector<std::pair<Operation *, Value>> readers = readersOf(in, views);
      if (readers.size() != 1 || !views.empty() || readers[0].second != in)
        return {};
      auto step = dyn_cast<edge::AtenOpInterface>(readers[0].first);
      if (!step || step.getAtenName() != name || step.getInputs()[0] != in || step.getOuts().size() != 1 ||
          !step.getOuts()[0].getDefiningOp<memref::AllocOp>() || !sameDispatchGroup(step, op))
        return {};
      if (other && (!step->getAttr("other") || step->hasAttr(edge::attr::kRunTimeParams) ||
                    edge::scalarValue(step->getAttr("other")) != *other))
        return {};
      return step;
    };
    // Backwards from the where that reads the softmax: its condition's chain must start at x == -inf.
    if (!s.getDefiningOp<memref::AllocOp>())
      return std::nullopt;
    SmallVector<Operation *> views;
    SmallVector<std::pair<Operation *, Value>> sReaders = readersOf(s, views);
    auto where = sReaders.size() == 1 && views.empty() ? dyn_cast<edge::AtenOpInterface>(sReaders[0].first)
                                                       : edge::AtenOpInterface();
    if (!where || where.getAtenName() != "aten.where.self" || where.getInputs().size() != 3 ||
        where.getInputs()[2] != s || where.getInputs()[1] == s || where.getInputs()[0] == s ||
        elementType(where.getOuts()[0]) != elementType(s) || dimsOf(where.getOuts()[0]) != dimsOf(s) ||
        !where.getOuts()[0].getDefiningOp<memref::AllocOp>())
      return std::nullopt;
    // The value where the rows are all -inf: a constant of +0.0 (read whole or through a folded view).
    Value zeros = where.getInputs()[1];
    if (auto it = folded.find(zeros); it != folded.end())
      zeros = it->second.source;
    auto get = zeros.getDefiningOp<memref::GetGlobalOp>();
    auto global = get ? SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(get, get.getNameAttr()) : nullptr;
    auto init = global ? dyn_cast_or_null<DenseFPElementsAttr>(global.getInitialValueAttr()) : nullptr;
    if (!init || !init.isSplat() || !init.getSplatValue<APFloat>().isPosZero())
      return std::nullopt;
    edge::AtenOpInterface eq;
    for (Operation *user : x.getUsers())
      if (auto a = dyn_cast<edge::AtenOpInterface>(user); a && a.getAtenName() == "aten.eq.Scalar" &&
                                                         a.getInputs()[0] == x && user != op)
        eq = a;
    if (!eq || !eq->getAttr("other") || edge::scalarValue(eq->getAttr("other")) != -std::numeric_limits<double>::infinity() ||
        !sameDispatchGroup(eq, op) || !eq.getOuts()[0].getDefiningOp<memref::AllocOp>())
      return std::nullopt;
    edge::AtenOpInterface notEq = stepAfter(eq.getOuts()[0], "aten.logical_not.default", std::nullopt);
    edge::AtenOpInterface nonzero = notEq ? stepAfter(notEq.getOuts()[0], "aten.ne.Scalar", 0.0) : nullptr;
    edge::AtenOpInterface counted = nonzero ? stepAfter(nonzero.getOuts()[0], "aten._to_copy.default", std::nullopt) : nullptr;
    edge::AtenOpInterface sum = counted ? stepAfter(counted.getOuts()[0], "aten.sum.dim_IntList", std::nullopt) : nullptr;
    if (!sum)
      return std::nullopt;
    auto dims = dyn_cast_or_null<DenseI64ArrayAttr>(sum->getAttr("dim"));
    auto keepdim = dyn_cast_or_null<BoolAttr>(sum->getAttr("keepdim"));
    if (!dims || dims.size() != 1 || edge::normalizeDim(dims[0], rank) != dim || !keepdim || !keepdim.getValue())
      return std::nullopt;
    edge::AtenOpInterface any = stepAfter(sum.getOuts()[0], "aten.ne.Scalar", 0.0);
    edge::AtenOpInterface all = any ? stepAfter(any.getOuts()[0], "aten.logical_not.default", std::nullopt) : nullptr;
    // stepAfter checks the where's group and that its condition is `all`'s result
    if (!all || stepAfter(all.getOuts()[0], "aten.where.self", std::nullopt) != where || !op->isBeforeInBlock(where))
      return std::nullopt;
    // Block order: each op reads the one before it, and the where reads the last
    SmallVector<Operation *> ops = {eq, notEq, nonzero, counted, sum, any, all, where};
    EpilogueChain chain;
    setChainOps(chain, s, ops);
    for (Operation *step : ops)
      chain.epilogue.ops += "+" + cast<edge::AtenOpInterface>(step).getAtenName().str();
    chain.epilogue.out = where.getOuts()[0];
    chain.epilogue.safeSoftmax = true;
    return chain;
  }

  void runOnOperation() override {
    folded.clear(), fusedAway.clear(), variants.clear(); // a pass instance may run again
    FailureOr<uint32_t> features = parseVulkanFeatures(vulkanFeatures);
    if (failed(features)) {
      mlir::emitError(getOperation().getLoc(), unknownVulkanFeaturesMessage(vulkanFeatures));
      return signalPassFailure();
    }
    int64AsPairs = !hasNativeInt64(*features);
    std::string deviceError;
    std::optional<VulkanDeviceProperties> device = parseVulkanDevice(vulkanDevice, deviceError);
    if (!device) {
      mlir::emitError(getOperation().getLoc(), deviceError);
      return signalPassFailure();
    }
    currentDevice = &*device;
    SymbolTable table(getOperation());
    symbols = &table;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      SmallVector<edge::SizeSymbol> sizeSymbols = edge::sizeSymbols(func);
      currentSymbols = &sizeSymbols;
      SmallVector<edge::AtenOpInterface> vulkanOps;
      func.walk([&](edge::AtenOpInterface op) {
        auto target = op->getAttrOfType<StringAttr>(edge::attr::kTarget);
        if (target && target.getValue() == edge::kTargetVulkan)
          vulkanOps.push_back(op);
      });
      // Strided reads that are reshapes become views first, and so do the strided reads of constants that fold
      // into their readers (an expand of zeros that a where reads), so that the epilogues of the ops before
      // them see through them whatever the order of the block.
      llvm::erase_if(vulkanOps, [&](edge::AtenOpInterface op) {
        if (!isStridedRead(op) || !op.hasOutsForm())
          return false;
        FailureOr<FoldedView> view = viewOfView(op, folded);
        if (succeeded(view) && succeeded(replaceByReshape(op, *view)))
          return true;
        return op.getInputs()[0].getDefiningOp<memref::GetGlobalOp>() && succeeded(foldIntoReaders(op));
      });
      for (edge::AtenOpInterface op : vulkanOps)
        if (!fusedAway.contains(op.getOperation()) && failed(select(op))) {
          currentSymbols = nullptr;
          currentDevice = nullptr;
          return signalPassFailure();
        }
      currentSymbols = nullptr;
    }
    // The buffers folded reads no longer write, and their views, once nothing binds them (views first: a
    // view may be of a view).
    SmallVector<Operation *> unwritten;
    for (auto &entry : folded)
      if (Operation *def = entry.first.getDefiningOp(); def && isa<memref::AllocOp, memref::ReinterpretCastOp>(def))
        unwritten.push_back(def);
    eraseUnused(std::move(unwritten));
    currentDevice = nullptr;
  }

  /// The registry's strided reads (its strided_read shape rule): permute, slice, select, expand, as_strided.
  static bool isStridedRead(Operation *op) {
#define EDGE_IS_STRIDED_READ(OP, _) isa<edge::OP>(op) ||
    return EDGE_SHAPE_RULE_OPS_strided_read(EDGE_IS_STRIDED_READ, _) false;
#undef EDGE_IS_STRIDED_READ
  }

  /// A strided read (permute, slice, select, expand, as_strided) whose output only readers that take strided
  /// operands read, later in the block and only read, directly or through contiguous views of it: they read its
  /// source through the layout instead, and the copy is dropped. A read of a folded read reads the first one's
  /// source through the composed layout, so a chain of views (select, view, permute, view) costs no copy. The
  /// readers: elementwise ops of the registry and strided reads (any operand), and the matmul family (its
  /// matrices, not the bias). A strided read converts nothing: its element type is its operand's.
  LogicalResult foldIntoReaders(edge::AtenOpInterface op) {
    if (!isStridedRead(op))
      return failure();
    Value out = op.getOuts()[0];
    FailureOr<FoldedView> view = viewOfView(op, folded);
    if (failed(view))
      return failure();
    if (succeeded(replaceByReshape(op, *view)))
      return success();
    SmallVector<Operation *> views;
    // A product's bias is read with strides but from its first element (no offset in matmul.comp).
    bool fromFirst = edge::isConstantSize(view->layout.offset, 0);
    if (!onlyReadLaterBy(op, out, views, fromFirst ? readsStridedFromFirst : readsStrided))
      return failure();
    return recordFolded(op, out, *view, views);
  }

  /// Whether `out`, which `op` writes, is read, directly or through contiguous views of it (collected in
  /// `views`), and only by Vulkan ops later in `op`'s block that `accepts` as readers of the value they read;
  /// and written by `op` alone.
  static bool onlyReadLaterBy(Operation *op, Value out, SmallVectorImpl<Operation *> &views,
                              bool (*accepts)(edge::AtenOpInterface, Value)) {
    SmallVector<std::pair<Operation *, Value>> readers = readersOf(out, views);
    // Another writer of the buffer, directly or through a view (a concatenation's parts), would write what
    // readers reading the source instead never see (readersOf leaves writers out).
    SmallVector<Value> buffers = {out};
    for (Operation *view : views)
      buffers.push_back(view->getResult(0));
    for (Value buffer : buffers)
      for (Operation *user : buffer.getUsers())
        if (auto writer = dyn_cast<edge::AtenOpInterface>(user);
            writer && user != op && llvm::is_contained(writer.getOuts(), buffer))
          return false;
    return !readers.empty() && llvm::all_of(readers, [&](const std::pair<Operation *, Value> &r) {
      auto [user, read] = r;
      auto reader = dyn_cast<edge::AtenOpInterface>(user);
      auto target = user->getAttrOfType<StringAttr>(edge::attr::kTarget);
      return reader && target && target.getValue() == edge::kTargetVulkan && user->getBlock() == op->getBlock() &&
             op->isBeforeInBlock(user) && accepts(reader, read);
    });
  }

  /// A strided read that reads all of its source in order (a permute of dims of size 1, an expand or slice that
  /// keeps every element) is a reshape: its output becomes a contiguous view of the source, which any op reads.
  LogicalResult replaceByReshape(edge::AtenOpInterface op, const FoldedView &view) {
    Value out = op.getOuts()[0], source = view.source;
    MLIRContext *ctx = op.getContext();
    const edge::SymbolicLayout &l = view.layout;
    Sizes contiguous = edge::contiguousStrides(l.shape, ctx);
    if (!edge::isConstantSize(l.offset, 0) ||
        edge::sizeProduct(l.shape, ctx) != edge::sizeProduct(dimsOf(source), ctx) ||
        !out.getDefiningOp<memref::AllocOp>() || elementType(out) != elementType(source))
      return failure();
    for (size_t d = 0; d < l.shape.size(); ++d)
      if (!edge::isConstantSize(l.shape[d], 1) && l.strides[d] != contiguous[d])
        return failure();
    for (Operation *user : out.getUsers())
      if (user != op.getOperation() && (user->getBlock() != op->getBlock() || !op->isBeforeInBlock(user)))
        return failure();
    auto type = cast<MemRefType>(out.getType());
    OpBuilder b(op);
    auto reshape = b.create<memref::ReinterpretCastOp>(op->getLoc(), type, source, 0, type.getShape(),
                                                       edge::contiguousStrides(type.getShape()));
    edge::setDims(reshape.getResult(), dimsOf(out), currentSymbols->size());
    Operation *alloc = out.getDefiningOp();
    op->erase();
    out.replaceAllUsesWith(reshape.getResult());
    alloc->erase();
    return success();
  }

  /// A float tensor times or divided by a Scalar (attention scales its queries and keys so) that only matrix
  /// products read, as their matrices, later in the block, directly or through contiguous views: each product
  /// reads the operand unscaled (through its folded view if it is one) and multiplies its alpha by the scale.
  LogicalResult foldScaleIntoProducts(edge::AtenOpInterface op) {
    StringRef name = op.getAtenName();
    if ((name != "aten.mul.Scalar" && name != "aten.div.Scalar") || op.getOuts().size() != 1 || !op->getAttr("other") ||
        op->hasAttr(edge::attr::kRunTimeParams)) // a size known at run time: no constant to fold
      return failure();
    Value in = op.getInputs()[0], out = op.getOuts()[0];
    double scale = edge::scalarValue(op->getAttr("other"));
    if (name == "aten.div.Scalar")
      scale = 1.0 / scale;
    if (!std::isfinite(scale) || scale == 0.0 || !isa<FloatType>(elementType(out)) ||
        elementType(in) != elementType(out) || !out.getDefiningOp<memref::AllocOp>() || dimsOf(in) != dimsOf(out))
      return failure();
    FoldedView view = stridedOperand(in, folded);
    if (view.scale != 1.0)
      return failure();
    view.scale = scale;
    SmallVector<Operation *> views;
    if (!onlyReadLaterBy(op, out, views, isMatrixOperand))
      return failure();
    return recordFolded(op, out, view, views);
  }

  /// Records `out` as `view` and each of its contiguous `views` (readersOf's order: a view after what it views)
  /// as its reshape, then drops `op`, which wrote `out`; fails, changing nothing, where a reshape has no strides
  /// (but see batchSplit).
  LogicalResult recordFolded(edge::AtenOpInterface op, Value out, const FoldedView &view, ArrayRef<Operation *> views) {
    llvm::DenseMap<Value, FoldedView> found = {{out, view}};
    for (Operation *v : views) {
      auto reshape = cast<memref::ReinterpretCastOp>(v);
      auto of = found.find(reshape.getSource());
      if (of == found.end()) // a view of a batch split (batchSplit lets nothing but products read one)
        return failure();
      FailureOr<edge::SymbolicLayout> layout =
          edge::reshapeLayout(of->second.layout, dimsOf(reshape.getResult()), op.getContext());
      if (succeeded(layout)) {
        found[reshape.getResult()] = FoldedView{of->second.source, *layout, of->second.scale};
        continue;
      }
      std::optional<FoldedView> split = batchSplit(of->second, reshape.getResult());
      if (!split)
        return failure();
      found[reshape.getResult()] = *split;
    }
    for (auto &entry : found)
      folded[entry.first] = entry.second;
    op->erase();
    return success();
  }

  /// `of`, a 4-D read [d0, d1, M, K], as `merged` [d0 * d1, M, K] where no strides can express that (d0's stride
  /// is not d1's times d1: attention's queries, keys and values, permuted from [batch, tokens, heads, dims] and
  /// viewed as [batch * heads, tokens, dims] for bmm), if only batched products read `merged`, as a matrix: they
  /// address the batch in two terms (matmul.comp's A_BATCH_SPLIT).
  std::optional<FoldedView> batchSplit(const FoldedView &of, Value merged) {
    const edge::SymbolicLayout &l = of.layout;
    Sizes dims = dimsOf(merged);
    if (of.batchInner || l.shape.size() != 4 || dims.size() != 3 || dims[0] != l.shape[0] * l.shape[1] ||
        dims[1] != l.shape[2] || dims[2] != l.shape[3])
      return std::nullopt;
    for (Operation *user : merged.getUsers()) {
      auto reader = dyn_cast<edge::AtenOpInterface>(user);
      if (!reader || !isBatchedMatrixOperand(reader, merged) || llvm::is_contained(reader.getOuts(), merged))
        return std::nullopt;
    }
    FoldedView split{of.source, edge::SymbolicLayout{dims, {l.strides[1], l.strides[2], l.strides[3]}, l.offset},
                     of.scale};
    split.batchInner = l.shape[1];
    split.batchOuterStride = l.strides[0];
    return split;
  }

  /// Whether `reader` reads its operand `v` through a layout of strides (foldIntoReaders).
  static bool readsStrided(edge::AtenOpInterface reader, Value v) {
    if (lookupElementwise(reader.getAtenName()))
      return true;
    // as_strided's strides are its source's storage's, not composable with a view's layout.
    if (isStridedRead(reader) && !isa<edge::AsStridedOp>(reader.getOperation()))
      return true;
    return isMatrixOperand(reader, v);
  }
  /// readsStrided, or `v` is the bias of a product of the matmul family (whose strides broadcast it).
  static bool readsStridedFromFirst(edge::AtenOpInterface reader, Value v) {
    return readsStrided(reader, v) || isProductBias(reader, v);
  }

  SymbolTable *symbols = nullptr;
  llvm::StringMap<edge::ShaderOp> variants;
  FoldedViews folded;
  llvm::DenseSet<Operation *> fusedAway; // ops an epilogue runs (erased)
};
} // namespace
