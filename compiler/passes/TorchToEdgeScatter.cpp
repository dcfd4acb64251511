//===- TorchToEdgeScatter.cpp - writes into a tensor as edge ops ----------===//
//
// Ops that write into a tensor: slice_scatter and select_scatter through slices and concatenation, copy as a
// broadcast, and scatter, index_put and masked_scatter by which positions each entry writes (one-hot, see
// below) or by a prefix sum of the mask. Positions outside the tensor write nothing where PyTorch raises.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include "mlir/Dialect/Traits.h"

using namespace mlir;
using namespace edgec;

namespace {

/// The range a slice with these (constant or absent) bounds takes of a dim of `size`, as ATen clamps it.
struct SliceRange {
  int64_t start, end, step, count;
};
std::optional<SliceRange> sliceRange(Value start, Value end, Value step, int64_t size) {
  std::optional<int64_t> s = torch::isNone(start) ? 0 : torch::matchConstantInt(start);
  std::optional<int64_t> e = torch::isNone(end) ? size : torch::matchConstantInt(end);
  std::optional<int64_t> k = torch::matchConstantInt(step);
  if (!s || !e || !k || *k < 1)
    return std::nullopt;
  auto clamp = [&](int64_t v) { return std::clamp<int64_t>(v < 0 ? v + size : v, 0, size); };
  SliceRange r{clamp(*s), clamp(*e), *k, 0};
  r.end = std::max(r.end, r.start);
  r.count = (r.end - r.start + r.step - 1) / r.step;
  return r;
}

/// slice_scatter(x, src, dim, start, end, step): x with its slice replaced by src. Step 1: the slices of x
/// before and after, concatenated around src. Other steps: src's slices picked to every position of the dim
/// (index_select), then where(a constant mask of the sliced positions, picked, x).
Value scatterSlice(ChainBuilder &c, Value x, Value src, int64_t dim, const SliceRange &range) {
  auto xType = cast<RankedTensorType>(x.getType());
  int64_t size = xType.getDimSize(dim);
  OpBuilder &b = c.builder();
  auto slice = [&](int64_t from, int64_t to) { return c.slice(x, dim, from, to); };
  if (range.count == 0)
    return x;
  if (range.step == 1) {
    SmallVector<Value> pieces;
    if (range.start > 0)
      pieces.push_back(slice(0, range.start));
    pieces.push_back(src);
    if (range.end < size)
      pieces.push_back(slice(range.end, size));
    return pieces.size() == 1 ? src : c.make<edge::CatOp>(xType, pieces, b.getI64IntegerAttr(dim));
  }
  SmallVector<int64_t> from(size, 0);
  SmallVector<Attribute> sliced;
  for (int64_t j = 0; j < size; ++j) {
    bool in = j >= range.start && j < range.end && (j - range.start) % range.step == 0;
    from[j] = in ? (j - range.start) / range.step : 0;
    sliced.push_back(b.getBoolAttr(in));
  }
  SmallVector<int64_t> maskShape(xType.getRank(), 1);
  maskShape[dim] = size;
  Value mask = c.constant(RankedTensorType::get(maskShape, b.getI1Type()), sliced);
  Value picked = c.selectIndices(src, dim, c.indexConstant({size}, from), /*checked=*/true);
  return c.make<edge::WhereSelfOp>(xType, mask, picked, x);
}

struct DecomposeSliceScatter : ChainDecomposition<torch::AtenSliceScatterOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenSliceScatterOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf(), src = adaptor.getSrc();
    auto xType = cast<RankedTensorType>(x.getType());
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDim()), xType.getRank());
    if (!dim || xType.getRank() == 0)
      return op.emitError("slice_scatter: dim must be a constant within the input's rank");
    std::optional<SliceRange> range = sliceRange(op.getStart(), op.getEnd(), op.getStep(), xType.getDimSize(*dim));
    if (!range)
      return op.emitError("slice_scatter: start, end and step must be constants, step >= 1");
    SmallVector<int64_t> sliceShape(xType.getShape());
    sliceShape[*dim] = range->count;
    auto srcType = cast<RankedTensorType>(src.getType());
    if (srcType.getShape() != ArrayRef<int64_t>(sliceShape) || srcType.getElementType() != xType.getElementType())
      return op.emitError("slice_scatter: src ") << srcType << " is not the slice's shape and dtype";
    return SmallVector<Value>{scatterSlice(c, x, src, *dim, *range)};
  }
};

/// select_scatter(x, src, dim, index): slice_scatter of src, with dim restored, at index .. index + 1.
struct DecomposeSelectScatter : ChainDecomposition<torch::AtenSelectScatterOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenSelectScatterOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf(), src = adaptor.getSrc();
    auto xType = cast<RankedTensorType>(x.getType());
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDim()), xType.getRank());
    std::optional<int64_t> index = torch::matchConstantInt(op.getIndex());
    if (!dim || !index || xType.getRank() == 0)
      return op.emitError("select_scatter: dim and index must be constants within the input's shape");
    int64_t size = xType.getDimSize(*dim), at = *index < 0 ? *index + size : *index;
    if (at < 0 || at >= size)
      return op.emitError("select_scatter: index ")
             << *index << " is out of range for dim " << *dim << " of size " << size;
    SmallVector<int64_t> shape(xType.getShape());
    shape[*dim] = 1;
    auto srcType = cast<RankedTensorType>(src.getType());
    if (srcType.getNumElements() != xType.getNumElements() / std::max<int64_t>(size, 1) ||
        srcType.getElementType() != xType.getElementType())
      return op.emitError("select_scatter: src ") << srcType << " is not the selected slice's shape and dtype";
    return SmallVector<Value>{scatterSlice(c, x, c.view(src, shape), *dim, SliceRange{at, at + 1, 1, 1})};
  }
};

/// copy(self, src): src broadcast to self's shape in self's dtype (self's values are not read).
struct DecomposeCopy : ChainDecomposition<torch::AtenCopyOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenCopyOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value src = adaptor.getSrc();
    auto srcType = cast<RankedTensorType>(src.getType());
    SmallVector<int64_t> shape;
    if (!OpTrait::util::getBroadcastedShape(srcType.getShape(), resultType.getShape(), shape) ||
        ArrayRef<int64_t>(shape) != resultType.getShape())
      return op.emitError("copy: src ") << srcType << " does not broadcast to " << resultType;
    Value x = c.convertElements(src, resultType.getElementType());
    if (srcType.getRank() < resultType.getRank()) {
      SmallVector<int64_t> padded(resultType.getRank() - srcType.getRank(), 1);
      padded.append(srcType.getShape().begin(), srcType.getShape().end());
      x = c.view(x, padded);
    }
    return SmallVector<Value>{c.expand(x, resultType.getShape())};
  }
};

// ---- scatters: which positions each index entry writes, as a one-hot tensor ------------------------------
//
// A scatter along dim compares every index entry with every position of the dim (hits: index's shape with
// the dim's positions inserted after dim) and reduces over the entries: deterministic, no atomics, with
// work and memory in numel(index) x size(dim). An index outside [0, size) writes nothing (PyTorch raises).

/// hits [.. K, D ..]: whether entry k of index [.. K ..] names position d of a dim of `size` D.
Value scatterHits(ChainBuilder &c, Value index, int64_t dim, int64_t size) {
  auto t = cast<RankedTensorType>(index.getType());
  SmallVector<int64_t> entries(t.getShape()), hitShape(t.getShape()), positionsShape(t.getRank() + 1, 1);
  entries.insert(entries.begin() + dim + 1, 1);
  hitShape.insert(hitShape.begin() + dim + 1, size);
  positionsShape[dim + 1] = size;
  Value positions = c.indexConstant(positionsShape, llvm::to_vector(llvm::seq<int64_t>(0, size)));
  Value idx = c.view(c.convertElements(index, c.builder().getI64Type()), entries);
  return c.make<edge::EqTensorOp>(RankedTensorType::get(hitShape, c.builder().getI1Type()), idx, positions);
}

/// x cut to `shape` (no larger in any dim) by slices.
FailureOr<Value> cutTo(ChainBuilder &c, Operation *op, Value x, ArrayRef<int64_t> shape) {
  for (auto [d, size] : llvm::enumerate(shape)) {
    int64_t have = cast<RankedTensorType>(x.getType()).getDimSize(d);
    if (have == size)
      continue;
    FailureOr<Value> cut = padOrCrop(c, op, x, d, 0, size - have);
    if (failed(cut))
      return failure();
    x = *cut;
  }
  return x;
}

/// x grown to `shape` (no smaller in any dim) by `fill` at the ends.
FailureOr<Value> growTo(ChainBuilder &c, Operation *op, Value x, ArrayRef<int64_t> shape, double fill) {
  for (auto [d, size] : llvm::enumerate(shape)) {
    int64_t have = cast<RankedTensorType>(x.getType()).getDimSize(d);
    if (have == size)
      continue;
    FailureOr<Value> grown = padOrCrop(c, op, x, d, 0, size - have, fill, int64_t(fill));
    if (failed(grown))
      return failure();
    x = *grown;
  }
  return x;
}

/// scatter.src, scatter.value, scatter_add and scatter_reduce.two (sum, prod, mean, amax, amin, with or
/// without self's values): the entries that hit each position, reduced (sum and prod in f32 for floats and
/// in int64 for integers; a replace takes the last entry, as PyTorch's CPU kernel writes them in order);
/// positions no entry hits keep self's value.
template <typename OpT> struct DecomposeScatter : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  static Value source(torch::AtenScatterSrcOp, typename torch::AtenScatterSrcOp::Adaptor a) { return a.getSrc(); }
  static Value source(torch::AtenScatterAddOp, typename torch::AtenScatterAddOp::Adaptor a) { return a.getSrc(); }
  static Value source(torch::AtenScatterReduceTwoOp, typename torch::AtenScatterReduceTwoOp::Adaptor a) {
    return a.getSrc();
  }
  static Value source(torch::AtenScatterValueOp, typename torch::AtenScatterValueOp::Adaptor) { return Value(); }
  static Value scalar(Operation *op) {
    auto v = dyn_cast<torch::AtenScatterValueOp>(op);
    return v ? v.getValue() : Value();
  }
  /// The reduction and include_self.
  static std::optional<std::pair<StringRef, bool>> reduction(Operation *op) {
    if (isa<torch::AtenScatterSrcOp, torch::AtenScatterValueOp>(op))
      return std::make_pair(StringRef("replace"), false);
    if (isa<torch::AtenScatterAddOp>(op))
      return std::make_pair(StringRef("sum"), true);
    auto r = cast<torch::AtenScatterReduceTwoOp>(op);
    auto str = r.getReduce().getDefiningOp<torch::ConstantStrOp>();
    std::optional<bool> includeSelf = torch::matchConstantBool(r.getIncludeSelf());
    if (!str || !includeSelf)
      return std::nullopt;
    return std::make_pair(str.getValue(), *includeSelf);
  }
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    StringRef name = op->getName().getStringRef();
    Value self = adaptor.getSelf(), index = adaptor.getIndex();
    auto selfType = cast<RankedTensorType>(self.getType());
    auto indexType = cast<RankedTensorType>(index.getType());
    int64_t rank = selfType.getRank();
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDim()), rank);
    std::optional<std::pair<StringRef, bool>> how = reduction(op);
    if (!dim || !how)
      return op.emitError(name) << ": dim, reduce and include_self must be constants";
    StringRef mode = how->first;
    bool includeSelf = how->second;
    if (!llvm::is_contained({"replace", "sum", "prod", "mean", "amax", "amin"}, mode))
      return op.emitError(name) << ": unknown reduce \"" << mode << "\"";
    if (indexType.getNumElements() == 0)
      return SmallVector<Value>{self};
    Value src = source(op, adaptor);
    if (rank == 0 && indexType.getRank() <= 1) { // a 0-D input scatters as 1-D
      self = c.view(self, {1});
      index = c.view(index, {1});
      src = src ? c.view(src, {1}) : src;
      selfType = cast<RankedTensorType>(self.getType());
      indexType = cast<RankedTensorType>(index.getType());
      rank = 1;
    }
    if (!isIndexType(indexType) || indexType.getRank() != rank)
      return op.emitError(name) << ": expects an int64 or int32 index of the input's rank";
    for (int64_t d = 0; d < rank; ++d) {
      if (d != *dim && indexType.getDimSize(d) > selfType.getDimSize(d))
        return op.emitError(name) << ": the index is larger than the input in dim " << d;
      if (src && indexType.getDimSize(d) > cast<RankedTensorType>(src.getType()).getDimSize(d))
        return op.emitError(name) << ": the index is larger than src in dim " << d;
    }
    Type elem = selfType.getElementType();
    Type i64 = rewriter.getI64Type(), i1 = rewriter.getI1Type();
    bool isFloat = isa<FloatType>(elem);
    // sums and products accumulate wide; extrema and replaced values keep the type
    bool wide = mode == "sum" || mode == "prod" || mode == "mean";
    Type compute = wide ? (isFloat ? Type(rewriter.getF32Type()) : i64) : elem;
    int64_t size = selfType.getDimSize(*dim);
    Value hits = scatterHits(c, index, *dim, size);
    auto hitType = cast<RankedTensorType>(hits.getType());
    SmallVector<int64_t> outShape(indexType.getShape());
    outShape[*dim] = size;
    auto reduced = [&](Type e) { return RankedTensorType::get(outShape, e); };
    Value count = c.reduce<edge::SumDimIntListOp>(c.convert(hits, hitType.clone(i64)), {*dim}, false, reduced(i64));
    Value values; // [.. K, 1 ..] in the compute type
    if (src) {
      FailureOr<Value> cut = cutTo(c, op, src, indexType.getShape());
      if (failed(cut))
        return failure();
      SmallVector<int64_t> entries(indexType.getShape());
      entries.insert(entries.begin() + *dim + 1, 1);
      values = c.view(c.convertElements(*cut, compute), entries);
    }
    Value result; // [.. D ..] in the compute type
    if (mode == "replace") {
      if (!src) {
        FailureOr<Value> fill = splatConstant(rewriter, op, reduced(elem), scalar(op));
        if (failed(fill))
          return failure();
        result = *fill;
      } else {
        // the last entry that hits: max of (k + 1) over the hits, then gathered from src
        SmallVector<int64_t> ks(hitType.getRank(), 1), order;
        ks[*dim] = indexType.getDimSize(*dim);
        for (int64_t k = 1; k <= ks[*dim]; ++k)
          order.push_back(k);
        Value numbered = c.make<edge::WhereSelfOp>(hitType.clone(i64), hits, c.indexConstant(ks, order),
                                                   splatValue(rewriter, op, RankedTensorType::get({}, i64), 0.0, 0));
        Value last = c.make<edge::AmaxOp>(reduced(i64), numbered, rewriter.getDenseI64ArrayAttr({*dim}),
                                          rewriter.getBoolAttr(false));
        FailureOr<Value> cut = cutTo(c, op, src, indexType.getShape());
        if (failed(cut))
          return failure();
        result = gatherAlong(c, *cut, *dim, c.addInt(last, -1));
      }
    } else {
      Value identity = mode == "prod"   ? splatValue(rewriter, op, RankedTensorType::get({}, compute), 1.0, 1)
                       : mode == "amax" ? extremeSplat(c, op, RankedTensorType::get({}, compute), true)
                       : mode == "amin" ? extremeSplat(c, op, RankedTensorType::get({}, compute), false)
                                        : splatValue(rewriter, op, RankedTensorType::get({}, compute), 0.0, 0);
      Value picked = c.make<edge::WhereSelfOp>(hitType.clone(compute), hits, values, identity);
      auto dimsAttr = rewriter.getDenseI64ArrayAttr({*dim});
      if (mode == "sum" || mode == "mean")
        result = c.reduce<edge::SumDimIntListOp>(picked, {*dim}, false, reduced(compute));
      else if (mode == "prod")
        result = c.make<edge::ProdDimIntOp>(reduced(compute), picked, rewriter.getI64IntegerAttr(*dim),
                                            rewriter.getBoolAttr(false), IntegerAttr());
      else
        result = mode == "amax" ? c.make<edge::AmaxOp>(reduced(compute), picked, dimsAttr, rewriter.getBoolAttr(false))
                                : c.make<edge::AminOp>(reduced(compute), picked, dimsAttr, rewriter.getBoolAttr(false));
    }
    // To self's shape: positions past the index in the other dims get no entries.
    FailureOr<Value> grownResult = growTo(c, op, result, selfType.getShape(), 0.0);
    FailureOr<Value> grownCount = growTo(c, op, count, selfType.getShape(), 0.0);
    if (failed(grownResult) || failed(grownCount))
      return failure();
    result = *grownResult;
    count = *grownCount;
    auto wideType = selfType.clone(cast<RankedTensorType>(result.getType()).getElementType());
    Value hit = c.withInt<edge::GtScalarOp>(count, 0, i1);
    Value base = c.convertElements(self, wideType.getElementType());
    if (includeSelf && mode != "replace") {
      if (mode == "sum")
        result = c.plus(base, result, wideType);
      else if (mode == "prod")
        result = c.mul(base, result, wideType);
      else if (mode == "amax")
        result = c.make<edge::MaximumOp>(wideType, base, result);
      else if (mode == "amin")
        result = c.make<edge::MinimumOp>(wideType, base, result);
      else // mean, counting self's value
        result = c.plus(base, result, wideType);
    }
    if (mode == "mean") {
      // PyTorch sums integers in their own type (wrapping) before dividing
      if (!isFloat)
        result = c.convertElements(c.convertElements(result, elem), wideType.getElementType());
      Value n = c.convertElements(includeSelf ? c.addInt(count, 1) : count, wideType.getElementType());
      result =
          isFloat ? c.make<edge::DivTensorOp>(wideType, result, n) : c.make<edge::FloorDivideOp>(wideType, result, n);
    }
    Value out = c.make<edge::WhereSelfOp>(wideType, hit, result, base);
    return SmallVector<Value>{c.view(c.convertElements(out, elem), resultType.getShape())};
  }
};

/// index_put(self, indices, values, accumulate): advancedIndex's rows of self written (accumulate: added)
/// with values broadcast to the indexing result; each row takes the last value that names it, as PyTorch's
/// CPU kernel writes them in order. Out-of-range positions write nothing (PyTorch raises).
struct DecomposeIndexPut : ChainDecomposition<torch::AtenIndexPutOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenIndexPutOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<bool> accumulate = torch::matchConstantBool(op.getAccumulate());
    if (!accumulate)
      return op.emitError("index_put: accumulate must be a constant");
    Value self = adaptor.getSelf();
    auto selfType = cast<RankedTensorType>(self.getType());
    FailureOr<AdvancedIndex> a = advancedIndex(c, op, rewriter, self, op.getIndices());
    if (failed(a))
      return failure();
    // values broadcast to the indexing result, then as [entries, rest]
    SmallVector<int64_t> gathered(a->broadcast);
    gathered.append(a->keptShape);
    SmallVector<int64_t> order = resultOrder(*a), layout;
    for (int64_t i : order)
      layout.push_back(gathered[i]);
    Value values = c.convertElements(adaptor.getValues(), selfType.getElementType());
    auto valuesType = cast<RankedTensorType>(values.getType());
    SmallVector<int64_t> padded(layout.size() - std::min<size_t>(layout.size(), valuesType.getRank()), 1);
    padded.append(valuesType.getShape().begin(), valuesType.getShape().end());
    if (padded.size() != layout.size())
      return op.emitError("index_put: values of rank ")
             << valuesType.getRank() << " do not broadcast to the indexed shape";
    values = c.expand(c.view(values, padded), layout);
    if (a->before > 0) {
      SmallVector<int64_t> back(order.size());
      for (auto [i, o] : llvm::enumerate(order))
        back[o] = i;
      values = c.permute(values, back);
    }
    int64_t entries = 1;
    for (int64_t s : a->broadcast)
      entries *= s;
    values = c.view(values, {entries, a->rest});
    Type i64 = rewriter.getI64Type(), i1 = rewriter.getI1Type();
    SmallVector<int64_t> rowPositions = llvm::to_vector(llvm::seq<int64_t>(0, a->rows));
    Value hits = c.make<edge::EqTensorOp>(RankedTensorType::get({entries, a->rows}, i1), c.view(a->flat, {entries, 1}),
                                          c.indexConstant({1, a->rows}, rowPositions));
    auto tableType = cast<RankedTensorType>(a->table.getType());
    Value table;
    if (*accumulate) {
      Type elem = selfType.getElementType();
      Type compute = isa<FloatType>(elem) ? Type(rewriter.getF32Type()) : i64;
      auto cube = RankedTensorType::get({entries, a->rows, a->rest}, compute);
      Value picked = c.make<edge::WhereSelfOp>(cube, c.view(hits, {entries, a->rows, 1}),
                                               c.view(c.convertElements(values, compute), {entries, 1, a->rest}),
                                               splatValue(rewriter, op, RankedTensorType::get({}, compute), 0.0, 0));
      Value sums = c.reduce<edge::SumDimIntListOp>(picked, {0}, false, tableType.clone(compute));
      table = c.convertElements(c.plus(c.convertElements(a->table, compute), sums, tableType.clone(compute)), elem);
    } else {
      SmallVector<int64_t> numbers;
      for (int64_t b = 1; b <= entries; ++b)
        numbers.push_back(b);
      Value numbered = c.make<edge::WhereSelfOp>(RankedTensorType::get({entries, a->rows}, i64), hits,
                                                 c.indexConstant({entries, 1}, numbers),
                                                 splatValue(rewriter, op, RankedTensorType::get({}, i64), 0.0, 0));
      Value last = c.make<edge::AmaxOp>(RankedTensorType::get({a->rows}, i64), numbered,
                                        rewriter.getDenseI64ArrayAttr({0}), rewriter.getBoolAttr(false));
      Value written = c.view(c.withInt<edge::GtScalarOp>(last, 0, i1), {a->rows, 1});
      table = c.make<edge::WhereSelfOp>(tableType, written, c.takeRows(values, c.addInt(last, -1)), a->table);
    }
    SmallVector<int64_t> permuted;
    for (int64_t d : a->perm)
      permuted.push_back(selfType.getDimSize(d));
    Value result = c.view(table, permuted);
    if (!llvm::equal(a->perm, llvm::seq<int64_t>(0, selfType.getRank()))) {
      SmallVector<int64_t> back(a->perm.size());
      for (auto [i, p] : llvm::enumerate(a->perm))
        back[p] = i;
      result = c.permute(result, back);
    }
    return SmallVector<Value>{result};
  }
};

/// masked_scatter(self, mask, source): the i-th true position of the mask (broadcast to self, row-major)
/// takes source's i-th element: positions by a prefix sum of the mask, then gathered.
struct DecomposeMaskedScatter : ChainDecomposition<torch::AtenMaskedScatterOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenMaskedScatterOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value self = adaptor.getSelf(), mask = adaptor.getMask(), source = adaptor.getSource();
    auto maskType = cast<RankedTensorType>(mask.getType());
    auto selfType = resultType; // self and mask broadcast together
    auto broadcast = [&](Value v) {
      auto t = cast<RankedTensorType>(v.getType());
      SmallVector<int64_t> padded(selfType.getRank() - std::min(t.getRank(), selfType.getRank()), 1);
      padded.append(t.getShape().begin(), t.getShape().end());
      return c.expand(c.view(v, padded), selfType.getShape());
    };
    if (!maskType.getElementType().isInteger(1) || maskType.getRank() > selfType.getRank() ||
        cast<RankedTensorType>(self.getType()).getRank() > selfType.getRank())
      return op.emitError("masked_scatter: expects a bool mask that broadcasts with the input");
    self = broadcast(self);
    Value full = broadcast(mask);
    int64_t n = selfType.getNumElements();
    Value flat = c.view(full, {n});
    FailureOr<Value> sums = prefixSum(c, op, c.convertElements(flat, rewriter.getI64Type()), 0);
    if (failed(sums))
      return failure();
    Value positions =
        c.make<edge::WhereScalarSelfOp>(cast<RankedTensorType>(sums->getType()), c.logicalNot(flat, flat.getType()),
                                        rewriter.getI64IntegerAttr(-1), c.addInt(*sums, -1));
    auto sourceType = cast<RankedTensorType>(source.getType());
    Value column = c.view(c.convertElements(source, selfType.getElementType()), {sourceType.getNumElements(), 1});
    Value picked = c.view(c.takeRows(column, positions), selfType.getShape());
    return SmallVector<Value>{c.make<edge::WhereSelfOp>(selfType, full, picked, self)};
  }
};

} // namespace

void edgec::populateTorchToEdgeScatterPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns.add<DecomposeSliceScatter, DecomposeSelectScatter, DecomposeCopy, DecomposeScatter<torch::AtenScatterSrcOp>,
               DecomposeScatter<torch::AtenScatterValueOp>, DecomposeScatter<torch::AtenScatterAddOp>,
               DecomposeScatter<torch::AtenScatterReduceTwoOp>, DecomposeIndexPut, DecomposeMaskedScatter>(
      converter, patterns.getContext());
}
