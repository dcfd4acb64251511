//===- FoldConstants.cpp - compile-time work stays at compile time --------===//
//
// An op whose inputs are all constants is evaluated once, here, by the same portable CPU kernel the runtime
// would run (runtime-min's kernel registry, linked into the compiler): weight permutes, folded batch-norm
// parameters and the like never become dispatches. Per-channel scales and shifts that follow a convolution
// move into its weights and bias first, so that they fold too. In a dynamic program, values that depend only on
// their indices (masks and position ids built from an arange to a size) are evaluated at the upper bounds and
// read back through slices to the run-time sizes.
//
//===----------------------------------------------------------------------===//
#include "passes/KernelBridge.h"

#include "passes/Passes.h"
#include "registry/OpTable.h"

#include <cstring>

#include "edge/runtime/Kernels.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace edgec {
#define GEN_PASS_DEF_EDGEFOLDCONSTANTS
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
/// Results above this size are computed at run time instead: a constant that large would bloat the .pte
/// more than it saves (a broadcast of a small constant, say).
constexpr int64_t kMaxFoldedBytes = int64_t(256) << 20;

ElementsAttr constantValue(Value v) {
  auto c = v.getDefiningOp<edgec::edge::ConstantOp>();
  return c ? c.getValue() : ElementsAttr();
}

/// True if `v`'s shape depends on the size symbols (an edge.bind_shape states it): a constant would keep the
/// shape at the upper bound, so such a value is computed at run time (an expand of a weight to a dynamic
/// batch stays a broadcast view).
bool hasDynamicShape(Value v) {
  return llvm::any_of(v.getUsers(), [&](Operation *user) {
    auto bind = dyn_cast<edgec::edge::BindShapeOp>(user);
    return bind && bind.getOperand() == v && llvm::any_of(bind.getShape().getResults(), [](AffineExpr e) {
             return !isa<AffineConstantExpr>(e);
           });
  });
}

/// `value` with the type `type` of the same element type and element count (a view of a constant).
ElementsAttr reshaped(ElementsAttr value, ShapedType type) {
  if (auto dense = dyn_cast<DenseElementsAttr>(value))
    return dense.reshape(type);
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(value))
    return DenseResourceElementsAttr::get(type, resource.getRawHandle());
  return ElementsAttr();
}

/// The elements of constant `value` that a strided read with `layout` gives (a slice, select or as_strided
/// of a weight), as a constant of `type`.
FailureOr<ElementsAttr> gathered(Location loc, ElementsAttr value, const edgec::edge::StridedLayout &layout,
                                 ShapedType type) {
  FailureOr<std::vector<uint8_t>> bytes = elementsBytes(loc, value);
  if (failed(bytes))
    return failure();
  auto sourceType = cast<ShapedType>(value.getType());
  int64_t count = type.getNumElements(), sourceCount = sourceType.getNumElements();
  size_t element = sourceCount ? bytes->size() / size_t(sourceCount) : 0;
  std::vector<uint8_t> out(size_t(count) * element);
  int64_t rank = layout.shape.size();
  for (int64_t i = 0; i < count; ++i) {
    int64_t rem = i, at = layout.offset;
    for (int64_t d = rank - 1; d >= 0; --d) {
      at += (rem % layout.shape[d]) * layout.strides[d];
      rem /= layout.shape[d];
    }
    if (at < 0 || at >= sourceCount)
      return failure(); // the verifier bounds views; never read outside the constant
    std::memcpy(out.data() + size_t(i) * element, bytes->data() + size_t(at) * element, element);
  }
  AsmResourceBlob blob = HeapAsmResourceBlob::allocateAndCopyWithAlign(
      ArrayRef<char>(reinterpret_cast<const char *>(out.data()), out.size()), alignof(uint64_t));
  return ElementsAttr(DenseResourceElementsAttr::get(type, "edge_folded", std::move(blob)));
}

/// A view or clone of a constant is a constant: the same elements with another shape, or (a strided view
/// other than expand, whose constant would grow) the elements it reads.
struct FoldConstantView : OpInterfaceRewritePattern<edgec::edge::AtenOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;
  LogicalResult matchAndRewrite(edgec::edge::AtenOpInterface op, PatternRewriter &rewriter) const override {
    if (!op->hasTrait<edgec::edge::ViewOpTrait>() || op.hasOutsForm() || op->getNumResults() != 1 ||
        hasDynamicShape(op->getResult(0)))
      return failure();
    ElementsAttr value = constantValue(op.getInputs()[0]);
    auto type = cast<ShapedType>(op->getResult(0).getType());
    if (!value)
      return failure();
    FailureOr<edgec::edge::StridedLayout> layout = edgec::edge::viewLayout(op);
    if (succeeded(layout) &&
        (layout->offset != 0 || layout->strides != edgec::edge::contiguousStrides(layout->shape))) {
      if (llvm::is_contained(layout->strides, 0) || edgec::edge::byteSize(type) > kMaxFoldedBytes)
        return failure();
      FailureOr<ElementsAttr> read = gathered(op->getLoc(), value, *layout, type);
      if (failed(read))
        return failure();
      rewriter.replaceOpWithNewOp<edgec::edge::ConstantOp>(op, type, *read);
      return success();
    }
    if (cast<ShapedType>(value.getType()).getNumElements() != type.getNumElements())
      return failure();
    ElementsAttr result = reshaped(value, type);
    if (!result)
      return failure();
    rewriter.replaceOpWithNewOp<edgec::edge::ConstantOp>(op, type, result);
    return success();
  }
};

/// What op's CPU kernel computes from constant `inputs` at the static types (the upper bounds of a dynamic
/// program's sizes): the same kernel the runtime would run.
FailureOr<ElementsAttr> evaluate(edgec::edge::AtenOpInterface op, ArrayRef<ElementsAttr> inputs,
                                 PatternRewriter &rewriter) {
  const ::edge::Kernel *kernel = ::edge::findKernel(op.getAtenName().str().c_str());
  if (!kernel || unsupportedReason(op, edgec::edge::kTargetCpu))
    return rewriter.notifyMatchFailure(op, "no CPU kernel to evaluate it");
  auto resultType = cast<ShapedType>(op->getResult(0).getType());
  if (edgec::edge::byteSize(resultType) > kMaxFoldedBytes)
    return rewriter.notifyMatchFailure(op, "result too large to embed");

  // Tensors as the kernel sees them: inputs, then the output.
  std::vector<std::vector<uint8_t>> data;
  std::vector<::edge::TensorInfo> infos;
  SmallVector<ShapedType> types;
  for (ElementsAttr in : inputs) {
    FailureOr<std::vector<uint8_t>> bytes = elementsBytes(op->getLoc(), in);
    if (failed(bytes))
      return failure();
    data.push_back(std::move(*bytes));
    types.push_back(cast<ShapedType>(in.getType()));
  }
  data.emplace_back(edgec::edge::byteSize(resultType));
  types.push_back(resultType);
  for (ShapedType t : types) {
    FailureOr<::edge::DType> dtype = runtimeDType(op->getLoc(), t.getElementType());
    if (failed(dtype))
      return failure();
    ::edge::TensorInfo info;
    info.dtype = *dtype;
    info.shape.assign(t.getShape().begin(), t.getShape().end());
    info.numel = t.getNumElements();
    info.nbytes = edgec::edge::byteSize(t);
    info.hostOffset = info.deviceOffset = info.constantOffset = -1;
    infos.push_back(info);
  }
  std::vector<::edge::TensorArg> tensors;
  for (size_t i = 0; i < infos.size(); ++i)
    tensors.push_back({data[i].data(), &infos[i]});
  std::vector<int64_t> ints;
  std::vector<double> floats;
  if (failed(encodeKernelParams(op, ints, floats)))
    return failure();
  ::edge::KernelArgs args = {tensors.data(), tensors.size(), ints.data(), ints.size(), floats.data(), floats.size()};
  ::edge::Error checked = kernel->check(args);
  if (!checked.ok())
    return rewriter.notifyMatchFailure(op, checked.message());
  kernel->run(args);

  ArrayRef<uint8_t> out = data.back();
  AsmResourceBlob blob = HeapAsmResourceBlob::allocateAndCopyWithAlign(
      ArrayRef<char>(reinterpret_cast<const char *>(out.data()), out.size()), alignof(uint64_t));
  return ElementsAttr(DenseResourceElementsAttr::get(resultType, "edge_folded", std::move(blob)));
}

/// An expand whose readers are all batched products taking it as their B: they read the matrix broadcast over
/// the batch in place (stride 0) and run as one product over the batch's rows (SelectMatmul.cpp), where the
/// folded constant would hold a copy per batch element and need a product per element.
bool readAsBatchedB(Value v) {
  return !v.use_empty() && llvm::all_of(v.getUses(), [](OpOperand &use) {
    Operation *user = use.getOwner();
    if (isa<edgec::edge::ViewOp>(user)) // a view to the same shape (torch.export writes one before bmm)
      return user->getResult(0).getType() == use.get().getType() && readAsBatchedB(user->getResult(0));
    return (isa<edgec::edge::BmmOp>(user) && use.getOperandNumber() == 1) ||
           (isa<edgec::edge::BaddbmmOp>(user) && use.getOperandNumber() == 2);
  });
}
bool broadcastForProducts(Operation *op) { return isa<edgec::edge::ExpandOp>(op) && readAsBatchedB(op->getResult(0)); }

/// A kernel op whose inputs are all constants becomes the constant its CPU kernel computes.
struct FoldConstantKernel : OpInterfaceRewritePattern<edgec::edge::AtenOpInterface> {
  FoldConstantKernel(MLIRContext *ctx, bool keepBroadcasts)
      : OpInterfaceRewritePattern(ctx), keepBroadcasts(keepBroadcasts) {}
  bool keepBroadcasts; // the pass's broadcast-for-products
  LogicalResult matchAndRewrite(edgec::edge::AtenOpInterface op, PatternRewriter &rewriter) const override {
    // A row count found in the data sizes a program symbol, which the runtime takes from the kernel; run-time
    // parameters hold their upper bounds until the runtime evaluates them.
    if (op->hasTrait<edgec::edge::ViewOpTrait>() || op.hasOutsForm() || op->getNumResults() != 1 ||
        findsRowsInData(op) || hasDynamicShape(op->getResult(0)) || op->hasAttr(edgec::edge::attr::kRunTimeParams) ||
        (keepBroadcasts && broadcastForProducts(op)))
      return failure();
    SmallVector<ElementsAttr> inputs;
    for (Value v : op.getInputs()) {
      inputs.push_back(constantValue(v));
      if (!inputs.back())
        return failure();
    }
    auto resultType = cast<ShapedType>(op->getResult(0).getType());
    FailureOr<ElementsAttr> folded = evaluate(op, inputs, rewriter);
    if (failed(folded))
      return failure();
    rewriter.replaceOpWithNewOp<edgec::edge::ConstantOp>(op, resultType, *folded);
    return success();
  }
};

/// `v`'s sizes over the size symbols: its binding's, else its static shape.
SmallVector<AffineExpr> sizesOf(Value v) {
  for (Operation *user : v.getUsers())
    if (auto bind = dyn_cast<edgec::edge::BindShapeOp>(user); bind && bind.getOperand() == v)
      return SmallVector<AffineExpr>(bind.getShape().getResults());
  SmallVector<AffineExpr> sizes;
  for (int64_t d : cast<ShapedType>(v.getType()).getShape())
    sizes.push_back(getAffineConstantExpr(d, v.getContext()));
  return sizes;
}

/// A constant C of `v`'s static type such that v[i] == C[i] at every index i inside v's sizes, whatever
/// sizes the symbols take at run time, or null: a constant; a slice from 0 to the upper bound of one (how a
/// folded value of dynamic shape is read, below); a 1-D view of a 1-D constant (an arange to a size); an
/// unsqueeze, expand or permute of one (each result element's source index does not depend on the sizes).
ElementsAttr prefixConstant(Value v, int depth = 0) {
  if (ElementsAttr c = constantValue(v))
    return c;
  Operation *op = v.getDefiningOp();
  auto type = cast<ShapedType>(v.getType());
  if (!op || depth > 16 || op->getNumOperands() != 1 || edgec::edge::byteSize(type) > kMaxFoldedBytes)
    return {};
  Value in = op->getOperand(0);
  auto inType = cast<ShapedType>(in.getType());
  if (auto slice = dyn_cast<edgec::edge::SliceTensorOp>(op))
    return inType == type && slice.getStart().value_or(0) == 0 && slice.getStep() == 1
               ? prefixConstant(in, depth + 1)
               : ElementsAttr();
  if (isa<edgec::edge::ViewOp>(op))
    return inType == type && type.getRank() == 1 ? prefixConstant(in, depth + 1) : ElementsAttr();
  if (!isa<edgec::edge::UnsqueezeOp, edgec::edge::ExpandOp, edgec::edge::PermuteOp>(op))
    return {};
  ElementsAttr source = prefixConstant(in, depth + 1);
  if (!source)
    return {};
  if (isa<edgec::edge::UnsqueezeOp>(op))
    return reshaped(source, type);
  FailureOr<edgec::edge::StridedLayout> layout = edgec::edge::viewLayout(op);
  if (failed(layout))
    return {};
  FailureOr<ElementsAttr> read = gathered(op->getLoc(), source, *layout, type);
  return succeeded(read) ? *read : ElementsAttr();
}

/// An elementwise op or an embedding of dynamic shape whose operands hold values that depend only on their
/// indices (prefixConstant: position ids from an arange to a size, masks compared from them) is evaluated
/// here at the upper bounds, and read back as slices of that constant to the sizes of each execute: the
/// causal mask and position embeddings of a dynamic transformer cost no dispatch, as a static one's.
struct FoldSizeOnlyValue : OpInterfaceRewritePattern<edgec::edge::AtenOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;
  LogicalResult matchAndRewrite(edgec::edge::AtenOpInterface op, PatternRewriter &rewriter) const override {
    if (op->hasTrait<edgec::edge::ViewOpTrait>() || op.hasOutsForm() || op->getNumResults() != 1 ||
        !hasDynamicShape(op->getResult(0)) || op->hasAttr(edgec::edge::attr::kRunTimeParams))
      return failure();
    Value result = op->getResult(0);
    SmallVector<AffineExpr> sizes = sizesOf(result);
    bool elementwise = isElementwiseExpr(op.getAtenName());
    auto embedding = dyn_cast<edgec::edge::EmbeddingOp>(op.getOperation());
    if (!elementwise && !embedding)
      return failure();
    SmallVector<ElementsAttr> inputs;
    for (Value v : op.getInputs()) {
      inputs.push_back(prefixConstant(v));
      if (!inputs.back())
        return failure();
      // An operand's index at a result index must not depend on the sizes: each of its dims is the result's
      // (right-aligned; an embedding's indices are its leading dims) or a broadcast 1.
      SmallVector<AffineExpr> own = sizesOf(v);
      if (embedding && v == embedding.getWeight())
        continue;
      size_t lead = embedding ? 0 : sizes.size() - std::min(sizes.size(), own.size());
      if (own.size() + lead > sizes.size())
        return failure();
      for (auto [k, e] : llvm::enumerate(own))
        if (e != sizes[lead + k] && !edgec::edge::isConstantSize(e, 1))
          return failure();
    }
    FailureOr<ElementsAttr> folded = evaluate(op, inputs, rewriter);
    if (failed(folded))
      return failure();
    // Read back through a slice per dynamic dim, each bound to the sizes it has (the last takes the result's
    // binding with its uses).
    auto type = cast<ShapedType>(result.getType());
    Location loc = op->getLoc();
    Value read = rewriter.create<edgec::edge::ConstantOp>(loc, type, *folded);
    SmallVector<AffineExpr> partial = sizesOf(read);
    unsigned numSymbols = 0;
    for (Operation *user : result.getUsers())
      if (auto bind = dyn_cast<edgec::edge::BindShapeOp>(user))
        numSymbols = bind.getShape().getNumSymbols();
    SmallVector<int64_t> dynamicDims;
    for (auto [d, e] : llvm::enumerate(sizes))
      if (!isa<AffineConstantExpr>(e))
        dynamicDims.push_back(d);
    for (int64_t d : dynamicDims) {
      OperationState state(loc, edgec::edge::SliceTensorOp::getOperationName());
      state.addOperands(read);
      state.addTypes(type);
      state.addAttribute("dim", rewriter.getI64IntegerAttr(d));
      state.addAttribute("start", rewriter.getI64IntegerAttr(0));
      state.addAttribute("end", rewriter.getI64IntegerAttr(type.getDimSize(d)));
      state.addAttribute("step", rewriter.getI64IntegerAttr(1));
      read = rewriter.create(state)->getResult(0);
      partial[d] = sizes[d];
      if (d != dynamicDims.back())
        rewriter.create<edgec::edge::BindShapeOp>(
            loc, read, AffineMapAttr::get(AffineMap::get(0, numSymbols, partial, op->getContext())));
    }
    rewriter.replaceOp(op, read);
    return success();
  }
};

/// The convolution `v` computes, if it has no other use and constant weights (and bias, if any).
edgec::edge::ConvolutionOp foldableConvolution(Value v) {
  auto conv = v.getDefiningOp<edgec::edge::ConvolutionOp>();
  if (!conv || !conv->hasOneUse() || conv.getTransposed() || !constantValue(conv.getWeight()) ||
      (conv.getBias() && !constantValue(conv.getBias())))
    return {};
  return conv;
}

/// The number of output channels a constant scales or shifts per channel of `conv`'s result (C or 1), or
/// nullopt if it varies along any other dim or would grow the result.
std::optional<int64_t> perChannel(Value constant, edgec::edge::ConvolutionOp conv) {
  if (!constantValue(constant))
    return std::nullopt;
  ArrayRef<int64_t> c = cast<ShapedType>(constant.getType()).getShape();
  ArrayRef<int64_t> out = cast<ShapedType>(conv->getResult(0).getType()).getShape();
  if (c.size() > out.size())
    return std::nullopt;
  SmallVector<int64_t> padded(out.size() - c.size(), 1);
  padded.append(c.begin(), c.end());
  for (size_t d = 0; d < out.size(); ++d)
    if (padded[d] != 1 && (d != 1 || padded[d] != out[1]))
      return std::nullopt;
  return padded[1];
}

Value viewAs(PatternRewriter &rewriter, Location loc, Value v, ArrayRef<int64_t> shape) {
  auto type = RankedTensorType::get(shape, cast<ShapedType>(v.getType()).getElementType());
  return rewriter
      .create<edgec::edge::ViewOp>(loc, TypeRange{type}, v, rewriter.getDenseI64ArrayAttr(shape), ValueRange{})
      .getResult(0);
}

/// conv(x, W, b) * s, s per output channel -> conv(x, W * s, b * s): the scale folds into the weights.
struct FoldScaleIntoConvolution : OpRewritePattern<edgec::edge::MulTensorOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(edgec::edge::MulTensorOp mul, PatternRewriter &rewriter) const override {
    if (!mul.getOuts().empty())
      return failure();
    for (auto [convValue, scale] :
         {std::pair(mul.getSelf(), mul.getOther()), std::pair(mul.getOther(), mul.getSelf())}) {
      edgec::edge::ConvolutionOp conv = foldableConvolution(convValue);
      std::optional<int64_t> channels = conv ? perChannel(scale, conv) : std::nullopt;
      if (!channels || mul->getResult(0).getType() != conv->getResult(0).getType())
        continue;
      Location loc = mul.getLoc();
      Value weight = conv.getWeight();
      auto weightType = cast<ShapedType>(weight.getType());
      SmallVector<int64_t> scaleShape(weightType.getRank(), 1);
      scaleShape[0] = *channels;
      Value newWeight = rewriter
                            .create<edgec::edge::MulTensorOp>(loc, TypeRange{weightType}, weight,
                                                              viewAs(rewriter, loc, scale, scaleShape), ValueRange{})
                            .getResult(0);
      Value newBias = conv.getBias();
      if (newBias)
        newBias = rewriter
                      .create<edgec::edge::MulTensorOp>(loc, TypeRange{newBias.getType()}, newBias,
                                                        viewAs(rewriter, loc, scale, {*channels}), ValueRange{})
                      .getResult(0);
      rewriter.modifyOpInPlace(conv, [&] {
        conv.getWeightMutable().assign(newWeight);
        if (newBias)
          conv.getBiasMutable().assign(newBias);
      });
      rewriter.replaceOp(mul, conv->getResults());
      return success();
    }
    return failure();
  }
};

/// conv(x, W, b) + alpha * t, t per output channel -> conv(x, W, b + alpha * t): the shift folds into the
/// bias (which the convolution gets if it had none, when t has every channel).
struct FoldShiftIntoConvolution : OpRewritePattern<edgec::edge::AddTensorOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(edgec::edge::AddTensorOp add, PatternRewriter &rewriter) const override {
    if (!add.getOuts().empty())
      return failure();
    double alpha = edgec::edge::scalarValue(add.getAlphaAttr());
    SmallVector<std::pair<Value, Value>> orders = {{add.getSelf(), add.getOther()}};
    if (edgec::operandsCommute(add.getAtenName(), [&](StringRef) { return alpha; }))
      orders.push_back({add.getOther(), add.getSelf()});
    for (auto [convValue, shift] : orders) {
      edgec::edge::ConvolutionOp conv = foldableConvolution(convValue);
      std::optional<int64_t> channels = conv ? perChannel(shift, conv) : std::nullopt;
      if (!channels || add->getResult(0).getType() != conv->getResult(0).getType())
        continue;
      int64_t outChannels = cast<ShapedType>(conv->getResult(0).getType()).getDimSize(1);
      if (!conv.getBias() && (*channels != outChannels || alpha != 1.0))
        continue; // a bias from a broadcast or scaled shift would need an op edge does not have yet
      Location loc = add.getLoc();
      Value shiftPerChannel = viewAs(rewriter, loc, shift, {*channels});
      Value newBias = shiftPerChannel;
      if (Value bias = conv.getBias())
        newBias = rewriter
                      .create<edgec::edge::AddTensorOp>(loc, TypeRange{bias.getType()}, bias, shiftPerChannel,
                                                        add.getAlphaAttr(), ValueRange{})
                      .getResult(0);
      // The bias operand may appear here: its mutable range keeps the operand segments in step.
      rewriter.modifyOpInPlace(conv, [&] { conv.getBiasMutable().assign(newBias); });
      rewriter.replaceOp(add, conv->getResults());
      return success();
    }
    return failure();
  }
};

struct EdgeFoldConstantsPass : edgec::impl::EdgeFoldConstantsBase<EdgeFoldConstantsPass> {
  using EdgeFoldConstantsBase::EdgeFoldConstantsBase;
  void runOnOperation() override {
    if (failed(checkResourceData(getOperation())))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldConstantView, FoldSizeOnlyValue, FoldScaleIntoConvolution, FoldShiftIntoConvolution>(
        &getContext());
    patterns.add<FoldConstantKernel>(&getContext(), broadcastForProducts);
    if (failed(applyPatternsAndFoldGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    if (failed(verify(getOperation())))
      return signalPassFailure();
  }
};
} // namespace
