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

namespace {
template <typename S> FailureOr<Layout<S>> permuteLayout(PermuteOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf()), strides = stridesOf<S>(cx, in);
  ArrayRef<int64_t> dims = op.getDims();
  if (dims.size() != in.size())
    return cx.error("permutation of length ") << dims.size() << " for rank " << in.size();
  Layout<S> l{{}, {}, cx.c(0)};
  SmallVector<bool> seen(in.size(), false);
  for (int64_t d : dims) {
    FailureOr<int64_t> n = checkedDim(cx, d, in.size());
    if (failed(n))
      return failure();
    if (seen[*n])
      return cx.error("dimension ") << d << " repeats in the permutation";
    seen[*n] = true;
    l.shape.push_back(in[*n]);
    l.strides.push_back(strides[*n]);
  }
  return l;
}

/// `dim` of a tensor of sizes `in`, which must have one (`what`: the op's verb, for the error).
template <typename S>
FailureOr<int64_t> dimOfTensor(const ShapeContext<S> &cx, ArrayRef<S> in, int64_t dim, StringRef what) {
  if (in.empty())
    return cx.error("cannot ") << what << " a zero-dim tensor";
  return checkedDim(cx, dim, in.size());
}

template <typename S> FailureOr<Layout<S>> sliceLayout(SliceTensorOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  FailureOr<int64_t> dim = dimOfTensor<S>(cx, in, op.getDim(), "slice");
  if (failed(dim))
    return failure();
  int64_t step = op.getStep();
  if (step < 1)
    return cx.error("slice step must be positive, got ") << step;
  Layout<S> l{in, stridesOf<S>(cx, in), cx.c(0)};
  S stride = l.strides[*dim];
  l.strides[*dim] = stride * step;
  if (std::optional<int64_t> size = in[*dim].constant()) {
    // PyTorch: negative bounds count from the end; both are clamped to [0, size]; empty if end <= start.
    auto bound = [&](std::optional<int64_t> v, int64_t absent) {
      int64_t b = v ? *v : absent;
      if (b < 0)
        b = b < -*size ? 0 : b + *size;
      return std::min(b, *size);
    };
    int64_t start = bound(op.getStart(), 0), end = bound(op.getEnd(), *size);
    int64_t length = end > start ? (end - start - 1) / step + 1 : 0;
    l.shape[*dim] = cx.c(length);
    if (length)
      l.offset = stride * start;
    return l;
  }
  // A dynamic dim: the slice must take it to its end or end below its least size.
  std::optional<std::pair<int64_t, int64_t>> range = cx.range(in[*dim]);
  int64_t start = op.getStart().value_or(0), end = op.getEnd().value_or(INT64_MAX);
  if (start < 0 || end < 0 || !range)
    return cx.unsupported("negative bounds on a dynamic dimension");
  if (end >= range->second)
    l.shape[*dim] = (in[*dim] - start).ceilDiv(step);
  else if (end <= range->first)
    l.shape[*dim] = cx.c(end > start ? (end - start - 1) / step + 1 : 0);
  else if (Value result = op->getNumResults() ? op->getResult(0) : op.getOuts()[0]; isDynamic(result))
    l.shape[*dim] = cx.dims(result)[*dim]; // the program's binding gives the length
  else
    return cx.unsupported("the slice's end lies within the dynamic dimension's range");
  l.offset = stride * start;
  return l;
}

template <typename S> FailureOr<Layout<S>> selectLayout(SelectIntOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf());
  FailureOr<int64_t> dim = dimOfTensor<S>(cx, in, op.getDim(), "select from");
  if (failed(dim))
    return failure();
  int64_t i = op.getIndex();
  std::optional<std::pair<int64_t, int64_t>> range = cx.range(in[*dim]);
  if (std::optional<int64_t> size = in[*dim].constant()) {
    if (i < -*size || i >= *size)
      return cx.error("index ") << i << " is out of range for dimension " << *dim << " of size " << *size;
  } else if (!range || (i >= 0 ? i >= range->first : -i > range->first)) {
    // The index must lie inside the dim at every size it can take (the kernels cannot check it).
    return cx.unsupported("selects index ") << i << " of a dynamic dimension that can be smaller";
  }
  Dims<S> strides = stridesOf<S>(cx, in);
  Layout<S> l{{}, {}, (i < 0 ? in[*dim] + i : cx.c(i)) * strides[*dim]};
  for (size_t d = 0; d < in.size(); ++d)
    if (int64_t(d) != *dim) {
      l.shape.push_back(in[d]);
      l.strides.push_back(strides[d]);
    }
  return l;
}

template <typename S> FailureOr<Layout<S>> expandLayout(ExpandOp op, const ShapeContext<S> &cx) {
  Dims<S> in = cx.dims(op.getSelf()), strides = stridesOf<S>(cx, in);
  ArrayRef<int64_t> size = op.getSize();
  if (size.size() < in.size())
    return cx.error("expands rank ") << in.size() << " to fewer dims, " << size.size();
  Layout<S> l{{}, {}, cx.c(0)};
  size_t lead = size.size() - in.size();
  for (size_t d = 0; d < size.size(); ++d) {
    int64_t want = size[d];
    if (d < lead) { // a new leading dim: repeated
      if (want < 0)
        return cx.error("size ") << want << " for a new leading dimension";
      l.shape.push_back(cx.c(want));
      l.strides.push_back(cx.c(0));
      continue;
    }
    const S &have = in[d - lead];
    // A dynamic size is kept (torch.export proved the expanded size equal to it).
    if (want == -1 || !have.constant() || *have.constant() == want) {
      l.shape.push_back(have);
      l.strides.push_back(strides[d - lead]);
    } else if (cx.is(have, 1) && want >= 0) {
      l.shape.push_back(cx.c(want));
      l.strides.push_back(cx.c(0));
    } else {
      return cx.error("cannot expand dimension ") << d << " of size " << format<S>(have) << " to " << want;
    }
  }
  return l;
}

/// as_strided: sizes and strides as given, from storage_offset; every element read must lie inside the
/// operand (PyTorch checks the storage; edgec's operand is its contiguous value, at its upper bound).
template <typename S> FailureOr<Layout<S>> asStridedLayout(AsStridedOp op, const ShapeContext<S> &cx) {
  ArrayRef<int64_t> size = op.getSize(), stride = op.getStride();
  if (size.size() != stride.size())
    return cx.error("gives ") << size.size() << " sizes and " << stride.size() << " strides";
  int64_t offset = op.getStorageOffset().value_or(0);
  if (offset < 0)
    return cx.error("negative storage_offset ") << offset;
  int64_t last = offset;
  bool empty = false;
  Layout<S> l{{}, {}, cx.c(offset)};
  for (auto [n, s] : llvm::zip(size, stride)) {
    if (n < 0 || s < 0)
      return cx.error("negative size or stride");
    empty |= n == 0;
    int64_t reach = 0;
    if (n > 0 && (llvm::MulOverflow(n - 1, s, reach) || llvm::AddOverflow(last, reach, last)))
      return cx.error("strides overflow");
    l.shape.push_back(cx.c(n));
    l.strides.push_back(cx.c(s));
  }
  int64_t numel = cast<ShapedType>(op.getSelf().getType()).getNumElements();
  if (!empty && last >= numel)
    return cx.error("reads element ") << last << " of an operand of " << numel << " elements";
  return l;
}

template <typename S> FailureOr<Layout<S>> layoutOf(Operation *op, const ShapeContext<S> &cx) {
  if (auto o = dyn_cast<SliceTensorOp>(op))
    return sliceLayout<S>(o, cx);
  if (auto o = dyn_cast<SelectIntOp>(op))
    return selectLayout<S>(o, cx);
  if (auto o = dyn_cast<ExpandOp>(op))
    return expandLayout<S>(o, cx);
  if (auto o = dyn_cast<PermuteOp>(op))
    return permuteLayout<S>(o, cx);
  if (auto o = dyn_cast<AsStridedOp>(op))
    return asStridedLayout<S>(o, cx);
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

FailureOr<SymbolicLayout> symbolicViewLayout(Operation *op) {
  FailureOr<Layout<SymbolicSize>> l = symbolicLayout(op);
  if (failed(l))
    return failure();
  SymbolicLayout out;
  auto expr = [](SymbolicSize s) { return s.expr(); };
  out.shape = llvm::to_vector(llvm::map_range(l->shape, expr));
  out.strides = llvm::to_vector(llvm::map_range(l->strides, expr));
  out.offset = l->offset.expr();
  return out;
}

//===----------------------------------------------------------------------===//
// Concatenation, gathers, counts
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> catRule(CatOp op, const ShapeContext<S> &cx) {
  // PyTorch skips 1-D empty tensors (a legacy placeholder); every other input has the result's rank and
  // its sizes except along `dim`.
  Dims<S> out;
  bool first = true;
  int64_t dim = 0;
  for (Value t : op.getTensors()) {
    Dims<S> s = cx.dims(t);
    if (s.size() == 1 && cx.is(s[0], 0))
      continue;
    if (first) {
      if (s.empty())
        return cx.error("cannot concatenate zero-dim tensors");
      FailureOr<int64_t> d = checkedDim(cx, op.getDim(), s.size());
      if (failed(d))
        return failure();
      dim = *d;
      out = s;
      first = false;
      continue;
    }
    if (s.size() != out.size())
      return cx.error("inputs of ranks ") << out.size() << " and " << s.size();
    for (size_t i = 0; i < s.size(); ++i)
      if (int64_t(i) != dim && cx.differ(s[i], out[i]))
        return cx.error("input of shape [") << format<S>(s) << "] does not match [" << format<S>(out)
                                            << "] outside dimension " << dim;
    out[dim] = out[dim] + s[dim];
    if (cx.overflowed(out[dim]))
      return cx.error("concatenated size overflows int64");
  }
  if (first)
    return cx.every(Dims<S>{cx.c(0)});
  return cx.every(out);
}
EDGE_SHAPE_RULE(CatOp, catRule)

template <typename S> static Results<S> embeddingRule(EmbeddingOp op, const ShapeContext<S> &cx) {
  Dims<S> weight = cx.dims(op.getWeight()), out = cx.dims(op.getIndices());
  if (weight.size() != 2)
    return cx.error("expects a 2-D weight, got rank ") << weight.size();
  Type indexType = cast<ShapedType>(op.getIndices().getType()).getElementType();
  if (!indexType.isInteger(64) && !indexType.isInteger(32))
    return cx.error("indices must be i64 or i32, got ") << indexType;
  out.push_back(weight[1]);
  return cx.every(out);
}
EDGE_SHAPE_RULE(EmbeddingOp, embeddingRule)

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
