//===- EdgeDims.cpp - dynamic sizes as expressions over size symbols ------===//
//
// Upper-bound dynamic shapes: each value's sizes as affine (or semi-affine) expressions over the function's
// size symbols. Types stay static at the upper bound (memory is planned for it); these expressions are what
// the runtime evaluates at each execute to size every tensor and dispatch.
//
//===----------------------------------------------------------------------===//
#include "dialects/edge/EdgeDialect.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;

namespace edgec::edge {
using Dims = SmallVector<AffineExpr>;

std::string formatSize(AffineExpr e) {
  std::string text;
  llvm::raw_string_ostream os(text);
  e.print(os);
  return text;
}

SmallVector<SizeSymbol> sizeSymbols(func::FuncOp func) {
  SmallVector<SizeSymbol> out;
  auto list = func ? func->getAttrOfType<ArrayAttr>(attr::kSymbols) : ArrayAttr();
  if (!list)
    return out;
  for (Attribute a : list) {
    auto d = dyn_cast<DictionaryAttr>(a);
    auto name = d ? d.getAs<StringAttr>("name") : StringAttr();
    auto min = d ? d.getAs<IntegerAttr>("min") : IntegerAttr();
    auto max = d ? d.getAs<IntegerAttr>("max") : IntegerAttr();
    out.push_back(SizeSymbol{name ? name.str() : "?", min ? min.getInt() : 0, max ? max.getInt() : -1});
  }
  return out;
}

SmallVector<SizeSymbol> sizeSymbols(Operation *op) {
  auto func = dyn_cast<func::FuncOp>(op);
  return sizeSymbols(func ? func : op->getParentOfType<func::FuncOp>());
}

void setSizeSymbols(func::FuncOp func, ArrayRef<SizeSymbol> symbols) {
  Builder b(func.getContext());
  SmallVector<Attribute> list;
  for (const SizeSymbol &s : symbols)
    list.push_back(b.getDictionaryAttr({b.getNamedAttr("name", b.getStringAttr(s.name)),
                                        b.getNamedAttr("min", b.getI64IntegerAttr(s.min)),
                                        b.getNamedAttr("max", b.getI64IntegerAttr(s.max))}));
  func->setAttr(attr::kSymbols, b.getArrayAttr(list));
}

SmallVector<AffineExpr> dimsOf(Value v) {
  auto type = cast<ShapedType>(v.getType());
  Dims dims;
  for (int64_t d : type.getShape())
    dims.push_back(getAffineConstantExpr(d, v.getContext()));
  AffineMapAttr map;
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (auto func = dyn_cast_or_null<func::FuncOp>(arg.getOwner()->getParentOp()))
      map = func.getArgAttrOfType<AffineMapAttr>(arg.getArgNumber(), attr::kDims);
  } else if (auto list = v.getDefiningOp()->getAttrOfType<ArrayAttr>(attr::kDims)) {
    unsigned i = cast<OpResult>(v).getResultNumber();
    if (i < list.size())
      map = dyn_cast<AffineMapAttr>(list[i]);
  }
  if (map && map.getValue().getNumResults() == dims.size())
    return Dims(map.getValue().getResults());
  return dims;
}

bool isConstantSize(AffineExpr e, int64_t v) {
  auto c = dyn_cast<AffineConstantExpr>(e);
  return c && c.getValue() == v;
}

bool isDynamic(Value v) {
  return llvm::any_of(dimsOf(v), [](AffineExpr e) { return !isa<AffineConstantExpr>(e); });
}

void setDims(Value v, ArrayRef<AffineExpr> dims, unsigned numSymbols) {
  if (llvm::all_of(dims, [](AffineExpr e) { return isa<AffineConstantExpr>(e); }))
    return;
  Builder b(v.getContext());
  auto map = AffineMapAttr::get(AffineMap::get(0, numSymbols, dims, v.getContext()));
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    cast<func::FuncOp>(arg.getOwner()->getParentOp()).setArgAttr(arg.getArgNumber(), attr::kDims, map);
    return;
  }
  Operation *op = v.getDefiningOp();
  SmallVector<Attribute> list(op->getNumResults(), b.getUnitAttr());
  if (auto old = op->getAttrOfType<ArrayAttr>(attr::kDims); old && old.size() == list.size())
    list.assign(old.begin(), old.end());
  list[cast<OpResult>(v).getResultNumber()] = map;
  op->setAttr(attr::kDims, b.getArrayAttr(list));
}

std::optional<std::pair<int64_t, int64_t>> sizeRange(AffineExpr e, ArrayRef<SizeSymbol> symbols) {
  using Range = std::pair<int64_t, int64_t>;
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return Range{c.getValue(), c.getValue()};
  if (auto s = dyn_cast<AffineSymbolExpr>(e)) {
    if (s.getPosition() >= symbols.size())
      return std::nullopt;
    return Range{symbols[s.getPosition()].min, symbols[s.getPosition()].max};
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return std::nullopt;
  std::optional<Range> l = sizeRange(bin.getLHS(), symbols), r = sizeRange(bin.getRHS(), symbols);
  if (!l || !r)
    return std::nullopt;
  // The extremes of a function monotone in each argument lie at the corners.
  auto corners = [&](auto f) -> std::optional<Range> {
    int64_t lo = INT64_MAX, hi = INT64_MIN;
    for (int64_t a : {l->first, l->second})
      for (int64_t b : {r->first, r->second}) {
        std::optional<int64_t> v = f(a, b);
        if (!v)
          return std::nullopt;
        lo = std::min(lo, *v);
        hi = std::max(hi, *v);
      }
    return Range{lo, hi};
  };
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return corners([](int64_t a, int64_t b) { return llvm::checkedAdd(a, b); });
  case AffineExprKind::Mul:
    return corners([](int64_t a, int64_t b) { return llvm::checkedMul(a, b); });
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv: {
    if (r->first < 1)
      return std::nullopt;
    bool ceil = e.getKind() == AffineExprKind::CeilDiv;
    return corners([ceil](int64_t a, int64_t b) -> std::optional<int64_t> {
      int64_t q = a / b, rem = a % b;
      if (rem != 0 && ((rem > 0) == ceil))
        q += ceil ? 1 : -1;
      return q;
    });
  }
  case AffineExprKind::Mod:
    if (r->first < 1)
      return std::nullopt;
    if (l->first >= 0 && l->second < r->first)
      return l;
    return Range{0, r->second - 1};
  default:
    return std::nullopt;
  }
}

//===----------------------------------------------------------------------===//
// Result sizes of ops with dynamic operands
//===----------------------------------------------------------------------===//

SmallVector<AffineExpr> contiguousStrides(ArrayRef<AffineExpr> shape, MLIRContext *ctx) {
  Dims strides(shape.size(), getAffineConstantExpr(1, ctx));
  for (int i = int(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

namespace {


/// PyTorch's broadcasting over sizes that may be symbolic: a size 1 repeats; two symbolic sizes must be the
/// same expression (what torch.export proved equal is printed as the same expression).
FailureOr<Dims> broadcastDims(Operation *op, ArrayRef<AffineExpr> a, ArrayRef<AffineExpr> b) {
  size_t rank = std::max(a.size(), b.size());
  MLIRContext *ctx = op->getContext();
  Dims out(rank);
  for (size_t i = 0; i < rank; ++i) {
    AffineExpr da = i < rank - a.size() ? getAffineConstantExpr(1, ctx) : a[i - (rank - a.size())];
    AffineExpr db = i < rank - b.size() ? getAffineConstantExpr(1, ctx) : b[i - (rank - b.size())];
    if (isConstantSize(da, 1))
      out[i] = db;
    else if (isConstantSize(db, 1) || da == db)
      out[i] = da;
    else if (isa<AffineConstantExpr>(da) != isa<AffineConstantExpr>(db))
      out[i] = isa<AffineConstantExpr>(da) ? da : db; // a static size the symbolic one must equal
    else
      return op->emitOpError("cannot broadcast dynamic sizes ") << formatSize(da) << " and " << formatSize(db);
  }
  return out;
}

FailureOr<Dims> reducedDims(ArrayRef<AffineExpr> in, std::optional<ArrayRef<int64_t>> dims, bool keepdim,
                            MLIRContext *ctx) {
  SmallVector<bool> reduced(in.size(), !dims || dims->empty());
  if (dims)
    for (int64_t d : *dims)
      reduced[normalizeDim(d, in.size())] = true;
  Dims out;
  for (size_t i = 0; i < in.size(); ++i) {
    if (!reduced[i])
      out.push_back(in[i]);
    else if (keepdim)
      out.push_back(getAffineConstantExpr(1, ctx));
  }
  return out;
}

/// The output size of a sliding window over a dynamic input size `n` (PyTorch's formula without ceil_mode).
AffineExpr windowOutput(AffineExpr n, int64_t kernel, int64_t stride, int64_t padding, int64_t dilation) {
  return (n + (2 * padding - dilation * (kernel - 1) - 1)).floorDiv(stride) + 1;
}
} // namespace

FailureOr<SymbolicLayout> symbolicViewLayout(Operation *op, ArrayRef<AffineExpr> resultDims) {
  MLIRContext *ctx = op->getContext();
  Value source = op->getOperand(0);
  Dims in = dimsOf(source), strides = contiguousStrides(in, ctx);
  SymbolicLayout l;
  l.offset = getAffineConstantExpr(0, ctx);
  l.shape.assign(resultDims.begin(), resultDims.end());
  auto fail = [&](const Twine &why) { return op->emitOpError(why); };
  if (auto permute = dyn_cast<PermuteOp>(op)) {
    for (int64_t d : permute.getDims())
      l.strides.push_back(strides[normalizeDim(d, in.size())]);
  } else if (auto slice = dyn_cast<SliceTensorOp>(op)) {
    int64_t dim = normalizeDim(slice.getDim(), in.size()), step = slice.getStep();
    AffineExpr size = in[dim];
    int64_t start = slice.getStart().value_or(0);
    if (auto c = dyn_cast<AffineConstantExpr>(size)) {
      // A static dim: PyTorch counts a negative start from the end and clamps it to [0, size].
      int64_t n = c.getValue();
      start = std::min(start < 0 ? std::max<int64_t>(start + n, 0) : start, n);
    } else if (start < 0) {
      return fail("slices a dynamic dimension from a negative start");
    }
    l.offset = strides[dim] * start;
    l.strides = strides;
    l.strides[dim] = strides[dim] * step;
  } else if (auto select = dyn_cast<SelectIntOp>(op)) {
    int64_t dim = normalizeDim(select.getDim(), in.size());
    int64_t i = select.getIndex();
    AffineExpr index = i < 0 ? in[dim] + i : getAffineConstantExpr(i, ctx);
    // The index must lie inside the dim at every size it can take (the shader cannot check it).
    if (!isa<AffineConstantExpr>(in[dim])) {
      std::optional<std::pair<int64_t, int64_t>> range = sizeRange(in[dim], sizeSymbols(op));
      if (!range || (i >= 0 ? i >= range->first : -i > range->first))
        return fail("selects index " + std::to_string(i) + " of a dynamic dimension that can be smaller");
    }
    l.offset = index * strides[dim];
    for (size_t d = 0; d < in.size(); ++d)
      if (int64_t(d) != dim)
        l.strides.push_back(strides[d]);
  } else if (auto expand = dyn_cast<ExpandOp>(op)) {
    size_t lead = resultDims.size() - in.size();
    for (size_t d = 0; d < resultDims.size(); ++d) {
      bool repeated = d < lead || (isConstantSize(in[d - lead], 1) && !isConstantSize(resultDims[d], 1));
      l.strides.push_back(repeated ? getAffineConstantExpr(0, ctx) : strides[d - lead]);
    }
  } else if (auto strided = dyn_cast<AsStridedOp>(op)) {
    l.offset = getAffineConstantExpr(strided.getStorageOffset().value_or(0), ctx);
    for (int64_t s : strided.getStride())
      l.strides.push_back(getAffineConstantExpr(s, ctx));
  } else {
    return failure();
  }
  return l;
}

FailureOr<SmallVector<SmallVector<AffineExpr>>> inferDims(Operation *op) {
  MLIRContext *ctx = op->getContext();
  SmallVector<Dims> results;
  auto aten = dyn_cast<AtenOpInterface>(op);
  if (!aten || llvm::none_of(aten.getInputs(), [](Value v) { return isDynamic(v); })) {
    for (Value r : op->getResults())
      results.push_back(dimsOf(r));
    return results;
  }
  auto c = [&](int64_t v) { return getAffineConstantExpr(v, ctx); };
  auto unsupported = [&](const Twine &why) { return op->emitOpError("cannot take dynamic sizes: ") << why; };
  Dims in = dimsOf(aten.getInputs()[0]);
  auto shapeOf = [](Value v) { return cast<ShapedType>(v.getType()).getShape(); };
  FailureOr<Dims> out = Dims();
  StringRef rule = aten.getShapeRule();
  if (rule == "same") {
    out = in;
  } else if (rule == "broadcast") {
    for (Value v : aten.getInputs())
      if (failed(out = broadcastDims(op, *out, dimsOf(v))))
        return failure();
  } else {
    out = llvm::TypeSwitch<Operation *, FailureOr<Dims>>(op)
              .Case<HardtanhOp, _SoftmaxOp, _LogSoftmaxOp>([&](auto) { return in; })
              .Case([&](ViewOp o) -> FailureOr<Dims> {
                // Groups of input dims and output dims with equal products (at the upper bounds): a group
                // with one output dim takes the product of its input sizes.
                ArrayRef<int64_t> inS = shapeOf(o.getSelf()), outS = shapeOf(o->getResult(0));
                size_t i = 0, j = 0, nin = inS.size(), nout = outS.size();
                auto one = [&](size_t k) { return isConstantSize(in[k], 1); };
                Dims d;
                while (i < nin || j < nout) {
                  if (j < nout && outS[j] == 1) { // a size-1 output dim, with a size-1 input dim if there is one
                    d.push_back(c(1));
                    i += i < nin && one(i);
                    ++j;
                    continue;
                  }
                  if (i < nin && one(i)) {
                    ++i;
                    continue;
                  }
                  if (i >= nin || j >= nout)
                    return unsupported("a view whose dynamic sizes need a torch.bind_symbolic_shape");
                  int64_t pin = inS[i], pout = outS[j];
                  AffineExpr product = in[i++];
                  size_t firstOut = j++;
                  while (pin != pout) {
                    if (pin < pout && i < nin) {
                      pin *= inS[i];
                      product = product * in[i++];
                    } else if (pout < pin && j < nout) {
                      pout *= outS[j++];
                    } else {
                      return unsupported("a view whose dynamic sizes need a torch.bind_symbolic_shape");
                    }
                  }
                  if (j - firstOut == 1)
                    d.push_back(product);
                  else if (isa<AffineConstantExpr>(product))
                    for (size_t k = firstOut; k < j; ++k)
                      d.push_back(c(outS[k]));
                  else
                    return unsupported("a view that splits a dynamic size needs a torch.bind_symbolic_shape");
                }
                return d;
              })
              .Case([&](PermuteOp o) {
                Dims d;
                for (int64_t p : o.getDims())
                  d.push_back(in[normalizeDim(p, in.size())]);
                return d;
              })
              .Case([&](UnsqueezeOp o) {
                Dims d = in;
                d.insert(d.begin() + normalizeDim(o.getDim(), in.size() + 1), c(1));
                return d;
              })
              .Case<SqueezeDimOp, SqueezeDimsOp>([&](auto o) -> FailureOr<Dims> {
                // The static shape says which dims went (a dynamic dim is never squeezed: its size may be > 1).
                SmallVector<int64_t> dims;
                if constexpr (std::is_same_v<decltype(o), SqueezeDimOp>)
                  dims.push_back(normalizeDim(o.getDim(), in.size()));
                else
                  for (int64_t d : o.getDim())
                    dims.push_back(normalizeDim(d, in.size()));
                Dims d;
                for (auto [i, e] : llvm::enumerate(in))
                  if (!isConstantSize(e, 1) || !llvm::is_contained(dims, int64_t(i)))
                    d.push_back(e);
                return d;
              })
              .Case([&](SliceTensorOp o) -> FailureOr<Dims> {
                int64_t dim = normalizeDim(o.getDim(), in.size()), step = o.getStep();
                Dims d = in;
                if (isa<AffineConstantExpr>(in[dim])) {
                  d[dim] = c(shapeOf(o->getResult(0))[dim]);
                  return d;
                }
                std::optional<std::pair<int64_t, int64_t>> range = sizeRange(in[dim], sizeSymbols(op));
                int64_t start = o.getStart().value_or(0), end = o.getEnd().value_or(INT64_MAX);
                if (start < 0 || end < 0 || !range)
                  return unsupported("negative bounds on a dynamic dimension");
                if (end >= range->second)
                  d[dim] = (in[dim] - start).ceilDiv(step);
                else if (end <= range->first)
                  d[dim] = c(end > start ? (end - start - 1) / step + 1 : 0);
                else
                  return unsupported("the slice's end lies within the dynamic dimension's range");
                return d;
              })
              .Case([&](SelectIntOp o) {
                Dims d = in;
                d.erase(d.begin() + normalizeDim(o.getDim(), in.size()));
                return d;
              })
              .Case([&](ExpandOp o) -> FailureOr<Dims> {
                ArrayRef<int64_t> size = o.getSize();
                size_t lead = size.size() - in.size();
                Dims d;
                for (size_t i = 0; i < size.size(); ++i)
                  d.push_back(i >= lead && (size[i] == -1 || !isConstantSize(in[i - lead], 1)) ? in[i - lead] : c(size[i]));
                return d;
              })
              .Case([&](MmOp o) { return Dims{in[0], dimsOf(o.getMat2())[1]}; })
              .Case([&](AddmmOp o) { return Dims{dimsOf(o.getMat1())[0], dimsOf(o.getMat2())[1]}; })
              .Case([&](BmmOp o) { return Dims{in[0], in[1], dimsOf(o.getMat2())[2]}; })
              .Case([&](ConvolutionOp o) -> FailureOr<Dims> {
                if (o.getTransposed())
                  return unsupported("transposed convolution of a dynamic size");
                if (!isa<AffineConstantExpr>(in[1]))
                  return unsupported("dynamic input channels");
                ArrayRef<int64_t> w = shapeOf(o.getWeight());
                Dims d = {in[0], c(w[0])};
                for (int i = 0; i < 2; ++i)
                  d.push_back(windowOutput(in[2 + i], w[2 + i], spatial(o.getStride(), i), spatial(o.getPadding(), i),
                                           spatial(o.getDilation(), i)));
                return d;
              })
              .Case<MaxPool2dOp, MaxPool2dWithIndicesOp, AvgPool2dOp>([&](auto o) -> FailureOr<Dims> {
                SmallVector<int64_t> dilation = {1};
                if constexpr (!std::is_same_v<decltype(o), AvgPool2dOp>)
                  dilation.assign(o.getDilation().begin(), o.getDilation().end());
                FailureOr<Pool2dWindow> w = poolWindow(o.getKernelSize(), o.getStride(), o.getPadding(), dilation);
                if (failed(w))
                  return failure();
                if (o.getCeilMode() && (!isa<AffineConstantExpr>(in[2]) || !isa<AffineConstantExpr>(in[3])))
                  return unsupported("ceil_mode pooling of a dynamic spatial size");
                return Dims{in[0], in[1], windowOutput(in[2], w->kh, w->sh, w->ph, w->dh),
                            windowOutput(in[3], w->kw, w->sw, w->pw, w->dw)};
              })
              .Case([&](_AdaptiveAvgPool2dOp o) -> FailureOr<Dims> {
                Dims d(in.begin(), in.end() - 2);
                for (int64_t s : o.getOutputSize())
                  d.push_back(c(s));
                return d;
              })
              .Case([&](EmbeddingOp o) {
                Dims d = dimsOf(o.getIndices());
                d.push_back(dimsOf(o.getWeight())[1]);
                return d;
              })
              .Case<MeanDimOp, SumDimIntListOp, AmaxOp, AminOp>(
                  [&](auto o) { return reducedDims(in, o.getDim(), o.getKeepdim(), ctx); })
              .Case([&](ProdDimIntOp o) {
                int64_t dim = o.getDim();
                return reducedDims(in, ArrayRef<int64_t>(dim), o.getKeepdim(), ctx);
              })
              .Case<ArgmaxOp, ArgminOp>([&](auto o) -> FailureOr<Dims> {
                if (std::optional<int64_t> dim = o.getDim())
                  return reducedDims(in, ArrayRef<int64_t>{*dim}, o.getKeepdim(), ctx);
                return o.getKeepdim() ? Dims(in.size(), c(1)) : Dims();
              })
              .Case([&](CatOp o) -> FailureOr<Dims> {
                Dims d;
                int64_t dim = -1;
                for (Value t : o.getTensors()) {
                  Dims td = dimsOf(t);
                  if (td.size() == 1 && isConstantSize(td[0], 0))
                    continue; // PyTorch skips 1-D empty inputs
                  if (d.empty()) {
                    d = td;
                    dim = normalizeDim(o.getDim(), td.size());
                    continue;
                  }
                  d[dim] = d[dim] + td[dim];
                }
                return d;
              })
              .Default([&](Operation *) -> FailureOr<Dims> { return unsupported("no dynamic shape rule"); });
  }
  if (failed(out))
    return failure();
  for (Value r : op->getResults()) {
    (void)r;
    results.push_back(*out);
  }
  return results;
}
} // namespace edgec::edge
