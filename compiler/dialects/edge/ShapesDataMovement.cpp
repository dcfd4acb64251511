//===- ShapesDataMovement.cpp - views, strided reads, gathers ----------===//
//
// Reshapes (views of a contiguous buffer), strided reads and their layouts, concatenation, embedding,
// nonzero.
//
//===----------------------------------------------------------------------===//
#include "dialects/edge/ShapeRuleHelpers.h"

using namespace mlir;

namespace edgec::edge {
using namespace rules;

//===----------------------------------------------------------------------===//
// Data movement: reshapes (views of a contiguous buffer) and strided reads
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> viewRule(ViewOp op, const ShapeContext<S> &cx) {
  ArrayRef<int64_t> inS = cx.bound(op.getSelf());
  if constexpr (ShapeContext<S>::kStatic) {
    std::optional<int64_t> numel = 1;
    for (int64_t d : inS)
      numel = numel ? llvm::checkedMul(*numel, d) : numel;
    if (llvm::is_contained(inS, 0))
      numel = 0;
    if (!numel)
      return cx.error("input of shape [") << formatShape(inS) << "] has more than 2^63 elements";
    SmallVector<int64_t> out(op.getSize());
    int64_t inferred = -1;
    std::optional<int64_t> known = 1;
    bool zero = false;
    for (auto [i, d] : llvm::enumerate(out)) {
      if (d == -1) {
        if (inferred >= 0)
          return cx.error("only one dimension can be -1");
        inferred = i;
        continue;
      }
      if (d < 0)
        return cx.error("invalid size ") << d;
      zero |= d == 0;
      known = known ? llvm::checkedMul(*known, d) : known;
    }
    if (zero)
      known = 0;
    if (!known)
      return cx.error("size [") << formatShape(op.getSize()) << "] has more than 2^63 elements";
    if (inferred >= 0) {
      if (*known == 0 || *numel % *known)
        return cx.error("cannot view ") << *numel << " elements as [" << formatShape(op.getSize()) << "]";
      out[inferred] = *numel / *known;
    } else if (*known != *numel) {
      return cx.error("cannot view ") << *numel << " elements as [" << formatShape(op.getSize()) << "]";
    }
    return cx.every(Dims<S>(llvm::map_range(out, [&](int64_t d) { return cx.c(d); })));
  } else {
    // Over dynamic sizes: groups of input dims and output dims with equal products at the upper bounds; a
    // group with one output dim takes the product of its input sizes.
    Dims<S> in = cx.dims(op.getSelf());
    ArrayRef<int64_t> outS = cx.bound(op->getNumResults() ? op->getResult(0) : op.getOuts()[0]);
    size_t i = 0, j = 0, nin = inS.size(), nout = outS.size();
    auto one = [&](size_t k) { return cx.is(in[k], 1); };
    auto needsBinding = [&]() { return cx.unsupported("a view whose dynamic sizes need a torch.bind_symbolic_shape"); };
    Dims<S> d;
    while (i < nin || j < nout) {
      if (j < nout && outS[j] == 1) { // a size-1 output dim, with a size-1 input dim if there is one
        d.push_back(cx.c(1));
        i += i < nin && one(i);
        ++j;
        continue;
      }
      if (i < nin && one(i)) {
        ++i;
        continue;
      }
      if (i >= nin || j >= nout)
        return needsBinding();
      int64_t pin = inS[i], pout = outS[j];
      S product = in[i++];
      size_t firstOut = j++;
      while (pin != pout) {
        if (pin < pout && i < nin) {
          pin *= inS[i];
          product = product * in[i++];
        } else if (pout < pin && j < nout) {
          pout *= outS[j++];
        } else {
          return needsBinding();
        }
      }
      if (j - firstOut == 1)
        d.push_back(product);
      else if (product.constant())
        for (size_t k = firstOut; k < j; ++k)
          d.push_back(cx.c(outS[k]));
      else
        return cx.unsupported("a view that splits a dynamic size needs a torch.bind_symbolic_shape");
    }
    return cx.every(d);
  }
}
EDGE_SHAPE_RULE(ViewOp, viewRule)

template <typename S> static Results<S> unsqueezeRule(UnsqueezeOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  int64_t rank = in.size() + 1, dim = op.getDim();
  if (dim < -rank || dim >= rank)
    return cx.error("dimension ") << dim << " is out of range for rank " << rank;
  in.insert(in.begin() + (dim < 0 ? dim + rank : dim), cx.c(1));
  return cx.every(in);
}
EDGE_SHAPE_RULE(UnsqueezeOp, unsqueezeRule)

/// squeeze.dim and squeeze.dims: the listed dims of size 1 go; others stay, as PyTorch squeezes only dims of
/// size 1 (a dynamic dim is never squeezed: its size may be above 1).
template <typename Op, typename S> static Results<S> squeezeRule(Op op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  SmallVector<int64_t> listed;
  if constexpr (std::is_same_v<Op, SqueezeDimOp>)
    listed.push_back(op.getDim());
  else
    listed.assign(op.getDim().begin(), op.getDim().end());
  SmallVector<int64_t> dims;
  for (int64_t d : listed) {
    FailureOr<int64_t> n = checkedDim(cx, d, in.size());
    if (failed(n))
      return failure();
    dims.push_back(*n);
  }
  Dims<S> out;
  for (auto [i, d] : llvm::enumerate(in))
    if (!cx.is(d, 1) || !llvm::is_contained(dims, int64_t(i)))
      out.push_back(d);
  return cx.every(out);
}
EDGE_SHAPE_RULE_FOR(squeeze, squeezeRule)

template <typename S>
bool ShapeContext<S>::dynamicSlice(const S &size, int64_t dim, int64_t start, int64_t end, int64_t step, S *length,
                                   int64_t *first) const {
  std::optional<std::pair<int64_t, int64_t>> r = range(size);
  if (start < 0 || end < 0 || !r)
    return failDynamic("negative bounds on a dynamic dimension");
  *first = start;
  if (end >= r->second)
    *length = (size - start).ceilDiv(step);
  else if (end <= r->first)
    *length = c(end > start ? (end - start - 1) / step + 1 : 0);
  else if (Value result = op->getNumResults() ? op->getResult(0) : cast<SliceTensorOp>(op).getOuts()[0];
           isDynamic(result))
    *length = dims(result)[dim]; // the program's binding gives the length
  else
    return failDynamic("the slice's end lies within the dynamic dimension's range");
  return true;
}
template class ShapeContext<StaticSize>;
template class ShapeContext<SymbolicSize>;

namespace {
// The layouts are runtime-min's shared rules (rules/SharedShapeRules.h) over the op's attributes, of a
// contiguous operand or of one at `inStrides`.
template <typename S>
FailureOr<Layout<S>> permuteLayout(PermuteOp op, const ShapeContext<S> &cx, const Dims<S> *inStrides) {
  Layout<S> l;
  if (!::edge_shapes::permuteLayout(cx, cx.dims(op.getSelf()), ints(op.getDims()), &l, inStrides))
    return failure();
  return l;
}

template <typename S>
FailureOr<Layout<S>> sliceLayout(SliceTensorOp op, const ShapeContext<S> &cx, const Dims<S> *inStrides) {
  Layout<S> l;
  std::optional<int64_t> start = op.getStart(), end = op.getEnd();
  if (!::edge_shapes::sliceLayout(cx, cx.dims(op.getSelf()), op.getDim(), start.has_value(), start.value_or(0),
                                   end.has_value(), end.value_or(0), op.getStep(), &l, inStrides))
    return failure();
  return l;
}

template <typename S>
FailureOr<Layout<S>> selectLayout(SelectIntOp op, const ShapeContext<S> &cx, const Dims<S> *inStrides) {
  Layout<S> l;
  if (!::edge_shapes::selectLayout(cx, cx.dims(op.getSelf()), op.getDim(), op.getIndex(), &l, inStrides))
    return failure();
  return l;
}

template <typename S>
FailureOr<Layout<S>> expandLayout(ExpandOp op, const ShapeContext<S> &cx, const Dims<S> *inStrides) {
  Layout<S> l;
  if (!::edge_shapes::expandLayout(cx, cx.dims(op.getSelf()), ints(op.getSize()), &l, inStrides))
    return failure();
  return l;
}

/// as_strided reads its operand's storage: only a contiguous one.
template <typename S>
FailureOr<Layout<S>> asStridedLayout(AsStridedOp op, const ShapeContext<S> &cx, const Dims<S> *inStrides) {
  Layout<S> l;
  int64_t numel = cast<ShapedType>(op.getSelf().getType()).getNumElements();
  if (inStrides || !::edge_shapes::asStridedLayout(cx, ints(op.getSize()), ints(op.getStride()),
                                                    op.getStorageOffset().value_or(0), numel, &l))
    return failure();
  return l;
}

template <typename S>
FailureOr<Layout<S>> layoutOf(Operation *op, const ShapeContext<S> &cx, const Dims<S> *inStrides = nullptr) {
  if (auto o = dyn_cast<SliceTensorOp>(op))
    return sliceLayout<S>(o, cx, inStrides);
  if (auto o = dyn_cast<SelectIntOp>(op))
    return selectLayout<S>(o, cx, inStrides);
  if (auto o = dyn_cast<ExpandOp>(op))
    return expandLayout<S>(o, cx, inStrides);
  if (auto o = dyn_cast<PermuteOp>(op))
    return permuteLayout<S>(o, cx, inStrides);
  if (auto o = dyn_cast<AsStridedOp>(op))
    return asStridedLayout<S>(o, cx, inStrides);
  return failure();
}

/// The result shape of a strided read is its layout's.
template <typename Op, typename S> Results<S> stridedReadRule(Op op, const ShapeContext<S> &cx) {
  FailureOr<Layout<S>> l = layoutOf<S>(op, cx);
  if (failed(l))
    return failure();
  return cx.every(l->shape);
}
} // namespace

EDGE_SHAPE_RULE_FOR(strided_read, stridedReadRule)

FailureOr<Layout<StaticSize>> staticLayout(Operation *op) { return layoutOf(op, ShapeContext<StaticSize>(op)); }
FailureOr<Layout<SymbolicSize>> symbolicLayout(Operation *op) { return layoutOf(op, ShapeContext<SymbolicSize>(op)); }

FailureOr<StridedLayout> viewLayout(Operation *op) {
  FailureOr<Layout<StaticSize>> l = staticLayout(op);
  if (failed(l))
    return failure();
  StridedLayout out;
  auto value = [&](StaticSize s, int64_t &v) {
    if (s.overflowed())
      return false;
    v = *s.constant();
    return true;
  };
  out.shape.resize(l->shape.size());
  out.strides.resize(l->strides.size());
  bool ok = value(l->offset, out.offset);
  for (size_t i = 0; i < l->shape.size(); ++i)
    ok = value(l->shape[i], out.shape[i]) && value(l->strides[i], out.strides[i]) && ok;
  if (!ok)
    return op->emitOpError("strides overflow");
  return out;
}

/// `l` as expressions, its offset after `base`.
static SymbolicLayout toExpressions(const Layout<SymbolicSize> &l, AffineExpr base) {
  SymbolicLayout out;
  auto expr = [](SymbolicSize s) { return s.expr(); };
  out.shape = llvm::to_vector(llvm::map_range(l.shape, expr));
  out.strides = llvm::to_vector(llvm::map_range(l.strides, expr));
  out.offset = base + l.offset.expr();
  return out;
}

FailureOr<SymbolicLayout> symbolicViewLayout(Operation *op) {
  FailureOr<Layout<SymbolicSize>> l = symbolicLayout(op);
  if (failed(l))
    return failure();
  return toExpressions(*l, getAffineConstantExpr(0, op->getContext()));
}

FailureOr<SymbolicLayout> composeViewLayout(Operation *op, const SymbolicLayout &operand) {
  ShapeContext<SymbolicSize> cx(op);
  Dims<SymbolicSize> inStrides;
  for (AffineExpr s : operand.strides)
    inStrides.push_back(SymbolicSize(s));
  if (cx.dims(op->getOperand(0)).size() != inStrides.size())
    return failure();
  FailureOr<Layout<SymbolicSize>> l = layoutOf(op, cx, &inStrides);
  if (failed(l))
    return failure();
  return toExpressions(*l, operand.offset);
}

FailureOr<SymbolicLayout> reshapeLayout(const SymbolicLayout &layout, ArrayRef<AffineExpr> shape, MLIRContext *ctx) {
  // PyTorch's rule for viewing a strided tensor (computeStride): the operand's dims split into chunks, each
  // contiguous within itself (size-1 dims aside); the new dims must cover the chunks exactly, each new dim
  // inside one chunk. Sizes compare as expressions, so a symbolic size must appear alike on both sides.
  auto one = [](AffineExpr e) { return isConstantSize(e, 1); };
  SymbolicLayout out{SmallVector<AffineExpr>(shape), SmallVector<AffineExpr>(shape.size()), layout.offset};
  AffineExpr c1 = getAffineConstantExpr(1, ctx);
  if (llvm::any_of(shape, [](AffineExpr e) { return isConstantSize(e, 0); }) ||
      llvm::any_of(layout.shape, [](AffineExpr e) { return isConstantSize(e, 0); })) {
    for (AffineExpr &s : out.strides) // nothing is read: any strides
      s = c1;
    return out;
  }
  int64_t viewDim = int64_t(shape.size()) - 1;
  AffineExpr chunkStride = layout.strides.empty() ? c1 : layout.strides.back();
  AffineExpr tensorNumel = c1, viewNumel = c1;
  for (int64_t d = int64_t(layout.shape.size()) - 1; d >= 0; --d) {
    tensorNumel = tensorNumel * layout.shape[d];
    if (d == 0 || (!one(layout.shape[d - 1]) && layout.strides[d - 1] != tensorNumel * chunkStride)) {
      while (viewDim >= 0 && (viewNumel != tensorNumel || one(shape[viewDim]))) {
        out.strides[viewDim] = viewNumel * chunkStride;
        viewNumel = viewNumel * shape[viewDim];
        --viewDim;
        if (auto c = dyn_cast<AffineConstantExpr>(viewNumel), t = dyn_cast<AffineConstantExpr>(tensorNumel);
            c && t && c.getValue() > t.getValue())
          return failure();
      }
      if (viewNumel != tensorNumel)
        return failure();
      if (d > 0) {
        chunkStride = layout.strides[d - 1];
        tensorNumel = c1;
        viewNumel = c1;
      }
    }
  }
  for (; viewDim >= 0; --viewDim) { // trailing size-1 dims of the view
    if (!one(shape[viewDim]))
      return failure();
    out.strides[viewDim] = c1;
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Concatenation, gathers, counts
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> catRule(CatOp op, const ShapeContext<S> &cx) {
  ::edge_shapes::Concatenation<Dims<S>> c;
  for (Value t : op.getTensors())
    if (!::edge_shapes::catInput(cx, op.getDim(), cx.dims(t), &c))
      return failure();
  Dims<S> out;
  ::edge_shapes::catShape(cx, c, &out);
  return cx.every(out);
}
EDGE_SHAPE_RULE(CatOp, catRule)

/// The embedding family, by its roles (runtime-min's shared rule).
template <typename LookupOp, typename S> static Results<S> embeddingRule(LookupOp op, const ShapeContext<S> &cx) {
  using Member = FamilyMember<LookupOp>;
  Type indexType = cast<ShapedType>(Member::indices(op).getType()).getElementType();
  if (!indexType.isInteger(64) && !indexType.isInteger(32))
    return cx.error("indices must be i64 or i32, got ") << indexType;
  Dims<S> out;
  if (!::edge_shapes::embeddingShape(cx, cx.dims(Member::weight(op)), cx.dims(Member::indices(op)), &out))
    return failure();
  return cx.every(out);
}
EDGE_SHAPE_RULE_FOR(embedding, embeddingRule)

/// [count, rank]: the run finds the count. The type holds its bound, the count's size symbol's maximum, at
/// most the input's element count (a run that finds more than the bound fails); over symbolic sizes the
/// count is that symbol, which the result's binding gives.
template <typename S> static Results<S> nonzeroRule(NonzeroOp op, const ShapeContext<S> &cx) {
  ArrayRef<int64_t> in = cx.bound(op.getSelf());
  int64_t numel = 1;
  for (int64_t d : in)
    if (llvm::MulOverflow(numel, d, numel))
      return cx.error("input has more elements than int64 counts");
  Value result = op->getNumResults() ? op->getResult(0) : op.getOuts().empty() ? Value() : op.getOuts()[0];
  ArrayRef<int64_t> bound = result ? cx.bound(result) : ArrayRef<int64_t>();
  S rows = cx.c(bound.size() == 2 && bound[0] >= 0 && bound[0] <= numel ? bound[0] : numel);
  if (!cx.kStatic && result && bound.size() == 2)
    rows = cx.dims(result)[0];
  return cx.every(Dims<S>{rows, cx.c(in.size())});
}
EDGE_SHAPE_RULE(NonzeroOp, nonzeroRule)
} // namespace edgec::edge
