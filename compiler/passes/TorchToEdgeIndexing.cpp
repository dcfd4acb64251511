//===- TorchToEdgeIndexing.cpp - indexing ops into edge gathers -----------===//
//
// Every op that picks elements by position becomes rows gathered from a 2-D view of its input by the edge
// embedding kernel (takeRows), with the positions computed by edge elementwise ops (at run time for
// tensors of indices, folded at compile time where they are constants) and the data moved around it by
// permutes and views. An index out of range gives NaN (0 for integers) where PyTorch raises an error: a
// kernel cannot raise, and nothing is read out of bounds.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include "mlir/Dialect/Traits.h"

using namespace mlir;
using namespace edgec;

Value ChainBuilder::selectIndices(Value x, int64_t dim, Value indices, bool checked) {
  auto t = cast<RankedTensorType>(x.getType());
  ArrayRef<int64_t> shape = t.getShape();
  int64_t outer = 1, size = shape[dim], inner = 1;
  for (int64_t d = 0; d < t.getRank(); ++d)
    (d < dim ? outer : inner) *= d == dim ? 1 : shape[d];
  int64_t count = cast<RankedTensorType>(indices.getType()).getNumElements();
  SmallVector<int64_t> resultShape(shape);
  resultShape[dim] = count;
  Value positions = view(indices, {count});
  if (outer == 1) // whole rows of x viewed as [size, inner]
    return view(takeRows(view(x, {size, inner}), positions), resultShape);
  // Flat positions into x viewed as one column: o * size * inner + positions[j] * inner + i.
  Type i64 = r.getI64Type();
  auto flatType = RankedTensorType::get({outer, count, inner}, i64);
  SmallVector<int64_t> outerBase, innerBase;
  for (int64_t o = 0; o < outer; ++o)
    outerBase.push_back(o * size * inner);
  for (int64_t i = 0; i < inner; ++i)
    innerBase.push_back(i);
  Value scaled = view(inner == 1 ? convertElements(positions, i64)
                                 : withInt<edge::MulScalarOp>(convertElements(positions, i64), inner),
                      {1, count, 1});
  Value flat = plus(indexConstant({outer, 1, 1}, outerBase), scaled, RankedTensorType::get({outer, count, 1}, i64));
  if (inner > 1)
    flat = plus(flat, indexConstant({1, 1, inner}, innerBase), flatType);
  if (!checked) // a negative position (out of range) must stay out of range
    flat = make<edge::WhereScalarSelfOp>(flat.getType(), withInt<edge::LtScalarOp>(scaled, 0, r.getI1Type()),
                                         r.getI64IntegerAttr(-1), flat);
  return view(takeRows(view(x, {t.getNumElements(), 1}), flat), resultShape);
}

namespace {

std::optional<int64_t> normalizedDim(std::optional<int64_t> dim, int64_t rank) {
  if (!dim)
    return std::nullopt;
  int64_t d = *dim < 0 ? *dim + std::max<int64_t>(rank, 1) : *dim;
  if (d < 0 || d >= std::max<int64_t>(rank, 1))
    return std::nullopt;
  return d;
}

bool isIndexType(Type t) {
  auto i = dyn_cast<IntegerType>(cast<ShapedType>(t).getElementType());
  return i && (i.getWidth() == 64 || i.getWidth() == 32);
}

/// `index` (i64 or i32) as i64 positions in a dim of `size`: negative ones count from the end when `wrap`
/// (tensor indexing), and `invalid` is set where the result is outside [0, size).
struct CheckedIndex {
  Value position, invalid;
};
CheckedIndex checkedIndex(ChainBuilder &c, Value index, int64_t size, bool wrap) {
  auto type = cast<RankedTensorType>(index.getType());
  Type i64 = c.builder().getI64Type(), i1 = c.builder().getI1Type();
  Value position = c.convertElements(index, i64);
  if (wrap)
    position = c.make<edge::WhereSelfOp>(type.clone(i64), c.withInt<edge::LtScalarOp>(position, 0, i1),
                                         c.addInt(position, size), position);
  Value invalid = c.make<edge::LogicalOrOp>(type.clone(i1), c.withInt<edge::LtScalarOp>(position, 0, i1),
                                            c.withInt<edge::GeScalarOp>(position, size, i1));
  return {position, invalid};
}

/// -1 (which takeRows reads as out of range) where `invalid`, else `position`.
Value poisoned(ChainBuilder &c, Value position, Value invalid) {
  return c.make<edge::WhereScalarSelfOp>(position.getType(), invalid, c.builder().getI64IntegerAttr(-1), position);
}

/// index_select(x, dim, index): the slices of x along dim at the positions of a 0-D or 1-D index (i64 or
/// i32); PyTorch takes no negative positions here.
struct DecomposeIndexSelect : ChainDecomposition<torch::AtenIndexSelectOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenIndexSelectOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf(), index = adaptor.getIndex();
    auto xType = cast<RankedTensorType>(x.getType());
    auto indexType = cast<RankedTensorType>(index.getType());
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDim()), xType.getRank());
    if (!dim)
      return op.emitError("index_select: dim must be a constant within the input's rank");
    if (!isIndexType(indexType) || indexType.getRank() > 1)
      return op.emitError("index_select: expects a 0-D or 1-D index of int64 or int32");
    if (xType.getRank() == 0)
      x = c.view(x, {1});
    int64_t size = cast<RankedTensorType>(x.getType()).getDimSize(*dim);
    CheckedIndex checked = checkedIndex(c, index, size, /*wrap=*/false);
    Value picked = c.selectIndices(x, *dim, poisoned(c, checked.position, checked.invalid));
    return SmallVector<Value>{c.view(picked, resultType.getShape())};
  }
};

/// index.Tensor(x, indices): PyTorch's advanced indexing with integer index tensors (None keeps a dim
/// whole). The index tensors broadcast together to B; their positions (negative ones from the end) make one
/// flat position into the indexed dims, moved first and viewed as rows. The result has B in place of the
/// indexed dims where they are adjacent, else first, as PyTorch's. Boolean masks (a result shape that
/// depends on the mask's values) are not supported.
struct DecomposeIndexTensor : ChainDecomposition<torch::AtenIndexTensorOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenIndexTensorOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf();
    auto xType = cast<RankedTensorType>(x.getType());
    auto list = op.getIndices().getDefiningOp<torch::PrimListConstructOp>();
    if (!list)
      return op.emitError("index.Tensor: the indices must be a torch.prim.ListConstruct");
    if (int64_t(list.getElements().size()) > xType.getRank())
      return op.emitError("index.Tensor: more indices than the input has dims");
    SmallVector<int64_t> indexed, kept;
    SmallVector<Value> indices;
    SmallVector<int64_t> broadcast;
    for (auto [d, element] : llvm::enumerate(list.getElements())) {
      if (torch::isNone(element) || isa<torch::NoneType>(element.getType()))
        continue;
      Value index = rewriter.getRemappedValue(element);
      auto indexType = dyn_cast_or_null<RankedTensorType>(index ? index.getType() : Type());
      if (!indexType)
        return op.emitError("index.Tensor: an index has no static shape");
      if (!isIndexType(indexType))
        return op.emitError("index.Tensor: only int64 and int32 indices are supported (boolean masks give a "
                            "result shape that depends on the mask's values)");
      SmallVector<int64_t> shape;
      if (!OpTrait::util::getBroadcastedShape(broadcast, indexType.getShape(), shape))
        return op.emitError("index.Tensor: the index shapes do not broadcast together");
      broadcast = shape;
      indexed.push_back(d);
      indices.push_back(index);
    }
    if (indices.empty())
      return op.emitError("index.Tensor: expects at least one index tensor");
    for (int64_t d = 0; d < xType.getRank(); ++d)
      if (!llvm::is_contained(indexed, d))
        kept.push_back(d);
    // One flat position over the indexed dims, row-major; -1 where any index is out of range.
    Type i1 = rewriter.getI1Type();
    Value flat, invalid;
    int64_t rows = 1;
    for (int64_t k = int64_t(indices.size()) - 1; k >= 0; --k) {
      int64_t size = xType.getDimSize(indexed[k]);
      CheckedIndex checked = checkedIndex(c, indices[k], size, /*wrap=*/true);
      Value scaled = rows == 1 ? checked.position : c.withInt<edge::MulScalarOp>(checked.position, rows);
      if (flat) {
        SmallVector<int64_t> shape;
        (void)OpTrait::util::getBroadcastedShape(cast<RankedTensorType>(flat.getType()).getShape(),
                                                 cast<RankedTensorType>(scaled.getType()).getShape(), shape);
        auto type = cast<RankedTensorType>(flat.getType()).clone(shape);
        flat = c.plus(flat, scaled, type);
        invalid = c.make<edge::LogicalOrOp>(type.clone(i1), invalid, checked.invalid);
      } else {
        flat = scaled;
        invalid = checked.invalid;
      }
      rows *= size;
    }
    flat = c.expand(poisoned(c, flat, invalid), broadcast);
    // x with the indexed dims first, as [rows, rest].
    SmallVector<int64_t> perm(indexed), keptShape;
    int64_t rest = 1;
    for (int64_t d : kept) {
      perm.push_back(d);
      keptShape.push_back(xType.getDimSize(d));
      rest *= xType.getDimSize(d);
    }
    bool identity = llvm::equal(perm, llvm::seq<int64_t>(0, xType.getRank()));
    Value table = c.view(identity ? x : c.permute(x, perm), {rows, rest});
    SmallVector<int64_t> gatheredShape(broadcast);
    gatheredShape.append(keptShape);
    Value result = c.view(c.takeRows(table, flat), gatheredShape);
    // Adjacent indexed dims leave B where they were: after the kept dims before them.
    bool adjacent = indexed.back() - indexed.front() + 1 == int64_t(indexed.size());
    int64_t before = adjacent ? indexed.front() : 0, b = broadcast.size();
    if (before > 0) {
      SmallVector<int64_t> order;
      for (int64_t i = 0; i < before; ++i)
        order.push_back(b + i);
      for (int64_t i = 0; i < b; ++i)
        order.push_back(i);
      for (int64_t i = before; i < int64_t(kept.size()); ++i)
        order.push_back(b + i);
      result = c.permute(result, order);
    }
    if (result.getType() != resultType)
      return op.emitError("index.Tensor: result type ")
             << resultType << " differs from the computed " << result.getType();
    return SmallVector<Value>{result};
  }
};

/// gather(x, dim, index): out[p] = x[p with p[dim] = index[p]], index of x's rank and no larger in the other
/// dims: flat positions (a constant base over index's shape plus index times dim's stride) into x viewed as
/// one column.
struct DecomposeGather : ChainDecomposition<torch::AtenGatherOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenGatherOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf(), index = adaptor.getIndex();
    auto xType = cast<RankedTensorType>(x.getType());
    auto indexType = cast<RankedTensorType>(index.getType());
    int64_t rank = xType.getRank();
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDim()), rank);
    if (!dim)
      return op.emitError("gather: dim must be a constant within the input's rank");
    if (resultType.getNumElements() == 0) // PyTorch takes an empty index of any integer type
      return SmallVector<Value>{splatValue(rewriter, op, resultType, 0.0, 0)};
    if (!isIndexType(indexType))
      return op.emitError("gather: expects an int64 or int32 index");
    if (indexType.getRank() != rank && !(rank == 0 && indexType.getRank() <= 1))
      return op.emitError("gather: the index must have the input's rank");
    SmallVector<int64_t> xShape(xType.getShape()), iShape(indexType.getShape());
    if (rank == 0) {
      xShape = {1};
      iShape.resize(1, 1);
    }
    SmallVector<int64_t> strides(xShape.size(), 1);
    for (int64_t d = int64_t(xShape.size()) - 2; d >= 0; --d)
      strides[d] = strides[d + 1] * xShape[d + 1];
    for (size_t d = 0; d < xShape.size(); ++d)
      if (int64_t(d) != *dim && iShape[d] > xShape[d])
        return op.emitError("gather: the index is larger than the input in dim ") << d;
    // base[p] = sum over d != dim of p[d] * stride[d]
    int64_t count = 1;
    for (int64_t s : iShape)
      count *= s;
    SmallVector<int64_t> base(count, 0);
    for (int64_t i = 0; i < count; ++i) {
      int64_t rem = i;
      for (int64_t d = int64_t(iShape.size()) - 1; d >= 0; --d) {
        if (d != *dim)
          base[i] += (rem % iShape[d]) * strides[d];
        rem /= iShape[d];
      }
    }
    Value positions = c.view(index, iShape);
    CheckedIndex checked = checkedIndex(c, positions, xShape[*dim], /*wrap=*/false);
    auto flatType = RankedTensorType::get(iShape, rewriter.getI64Type());
    Value flat =
        c.plus(c.indexConstant(iShape, base), c.withInt<edge::MulScalarOp>(checked.position, strides[*dim]), flatType);
    Value column = c.view(x, {xType.getNumElements(), 1});
    Value picked = c.takeRows(column, poisoned(c, flat, checked.invalid));
    return SmallVector<Value>{c.view(picked, resultType.getShape())};
  }
};

/// flip(x, dims): index_select with the reversed positions, one flipped dim after another.
struct DecomposeFlip : ChainDecomposition<torch::AtenFlipOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenFlipOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf();
    auto xType = cast<RankedTensorType>(x.getType());
    std::optional<SmallVector<int64_t>> dims = torch::matchConstantIntList(op.getDims());
    if (!dims)
      return op.emitError("flip: dims must be constants");
    SmallVector<bool> flipped(std::max<int64_t>(xType.getRank(), 1), false);
    for (int64_t d : *dims) {
      std::optional<int64_t> n = normalizedDim(d, xType.getRank());
      if (!n || flipped[*n])
        return op.emitError("flip: dim ") << d << " is out of range or repeated";
      flipped[*n] = true;
    }
    for (int64_t d = 0; d < xType.getRank(); ++d) {
      int64_t size = xType.getDimSize(d);
      if (!flipped[d] || size < 2)
        continue;
      SmallVector<int64_t> reversed;
      for (int64_t i = size - 1; i >= 0; --i)
        reversed.push_back(i);
      x = c.selectIndices(x, d, c.indexConstant({size}, reversed), /*checked=*/true);
    }
    return SmallVector<Value>{x};
  }
};

/// repeat(x, repeats): x (with leading dims of 1 added to the repeats' length) viewed as [1, s0, 1, s1, ...],
/// expanded to [r0, s0, r1, s1, ...] and viewed as [r0 s0, r1 s1, ...].
struct DecomposeRepeat : ChainDecomposition<torch::AtenRepeatOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenRepeatOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<SmallVector<int64_t>> repeats = torch::matchConstantIntList(op.getRepeats());
    if (!repeats || int64_t(repeats->size()) < xType.getRank() ||
        llvm::any_of(*repeats, [](int64_t r) { return r < 0; }))
      return op.emitError("repeat: repeats must be constants >= 0, at least one per dim of the input");
    SmallVector<int64_t> shape(repeats->size() - xType.getRank(), 1);
    shape.append(xType.getShape().begin(), xType.getShape().end());
    SmallVector<int64_t> pairs, expanded;
    for (auto [r, s] : llvm::zip(*repeats, shape)) {
      pairs.append({1, s});
      expanded.append({r, s});
    }
    Value x = c.expand(c.view(adaptor.getSelf(), pairs), expanded);
    return SmallVector<Value>{c.view(x, resultType.getShape())};
  }
};

} // namespace

FailureOr<Value> edgec::indexPad(ChainBuilder &c, Operation *op, Value x, ArrayRef<int64_t> pads, PadMode mode) {
  auto xType = cast<RankedTensorType>(x.getType());
  if (pads.size() % 2 || int64_t(pads.size() / 2) > xType.getRank())
    return op->emitError("pad: ") << pads.size() << " amounts for a tensor of rank " << xType.getRank();
  for (size_t i = 0; i < pads.size() / 2; ++i) {
    int64_t d = xType.getRank() - 1 - i, size = xType.getDimSize(d);
    int64_t before = pads[2 * i], after = pads[2 * i + 1];
    if (before == 0 && after == 0)
      continue;
    // ATen's limits: reflection needs amounts below the size, circular at most the size.
    if (size == 0 || (mode == PadMode::Reflect && (before >= size || after >= size)) ||
        (mode == PadMode::Circular && (before > size || after > size)) || size + before + after < 0)
      return op->emitError("pad: padding (")
             << before << ", " << after << ") does not fit dim " << d << " of size " << size;
    SmallVector<int64_t> positions;
    for (int64_t j = -before; j < size + after; ++j) {
      int64_t p = j;
      if (mode == PadMode::Reflect)
        p = j < 0 ? -j : (j >= size ? 2 * (size - 1) - j : j);
      else if (mode == PadMode::Circular)
        p = ((j % size) + size) % size;
      positions.push_back(std::clamp<int64_t>(p, 0, size - 1));
    }
    x = c.selectIndices(x, d, c.indexConstant({int64_t(positions.size())}, positions), /*checked=*/true);
  }
  return x;
}

namespace {

/// reflection_pad{1,2,3}d and replication_pad{2,3}d: indexPad.
template <typename OpT, PadMode Mode> struct DecomposeIndexPad : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> padding = torch::matchConstantIntList(op.getPadding());
    if (!padding)
      return op.emitError("pad: padding must be constant");
    FailureOr<Value> padded = indexPad(c, op, adaptor.getSelf(), *padding, Mode);
    if (failed(padded))
      return failure();
    return SmallVector<Value>{*padded};
  }
};

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
  auto slice = [&](int64_t from, int64_t to) {
    SmallVector<int64_t> shape(xType.getShape());
    shape[dim] = to - from;
    return c.make<edge::SliceTensorOp>(xType.clone(shape), x, b.getI64IntegerAttr(dim), b.getI64IntegerAttr(from),
                                       b.getI64IntegerAttr(to), b.getI64IntegerAttr(1));
  };
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

/// diagonal(x, offset, dim1, dim2): a strided view, the other dims first and the diagonal last.
struct DecomposeDiagonal : ChainDecomposition<torch::AtenDiagonalOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenDiagonalOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    int64_t rank = xType.getRank();
    std::optional<int64_t> offset = torch::matchConstantInt(op.getOffset());
    std::optional<int64_t> d1 = normalizedDim(torch::matchConstantInt(op.getDim1()), rank),
                           d2 = normalizedDim(torch::matchConstantInt(op.getDim2()), rank);
    if (!offset || !d1 || !d2 || *d1 == *d2 || rank < 2)
      return op.emitError("diagonal: offset and two different dims must be constants");
    SmallVector<int64_t> strides(rank, 1);
    for (int64_t d = rank - 2; d >= 0; --d)
      strides[d] = strides[d + 1] * xType.getDimSize(d + 1);
    int64_t s1 = xType.getDimSize(*d1), s2 = xType.getDimSize(*d2);
    int64_t length = std::max<int64_t>(0, *offset >= 0 ? std::min(s1, s2 - *offset) : std::min(s1 + *offset, s2));
    int64_t start = length == 0 ? 0 : (*offset >= 0 ? *offset * strides[*d2] : -*offset * strides[*d1]);
    SmallVector<int64_t> size, stride;
    for (int64_t d = 0; d < rank; ++d)
      if (d != *d1 && d != *d2) {
        size.push_back(xType.getDimSize(d));
        stride.push_back(strides[d]);
      }
    size.push_back(length);
    stride.push_back(strides[*d1] + strides[*d2]);
    Value result = c.make<edge::AsStridedOp>(xType.clone(size), adaptor.getSelf(), rewriter.getDenseI64ArrayAttr(size),
                                             rewriter.getDenseI64ArrayAttr(stride), rewriter.getI64IntegerAttr(start));
    return SmallVector<Value>{result};
  }
};

} // namespace

void edgec::populateTorchToEdgeIndexingPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns.add<DecomposeIndexSelect, DecomposeIndexTensor, DecomposeGather, DecomposeFlip, DecomposeRepeat,
               DecomposeIndexPad<torch::AtenReflectionPad1dOp, PadMode::Reflect>,
               DecomposeIndexPad<torch::AtenReflectionPad2dOp, PadMode::Reflect>,
               DecomposeIndexPad<torch::AtenReflectionPad3dOp, PadMode::Reflect>,
               DecomposeIndexPad<torch::AtenReplicationPad2dOp, PadMode::Replicate>,
               DecomposeIndexPad<torch::AtenReplicationPad3dOp, PadMode::Replicate>, DecomposeSliceScatter,
               DecomposeSelectScatter, DecomposeCopy, DecomposeDiagonal>(converter, patterns.getContext());
}
