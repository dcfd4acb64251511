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

#include <cmath>
#include <limits>

using namespace mlir;
using namespace edgec;

// KernelBridge.h's; that header also brings runtime-min's ::edge namespace, which would make edge:: ambiguous.
namespace edgec {
FailureOr<std::vector<uint8_t>> elementsBytes(Location loc, ElementsAttr value);
} // namespace edgec

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

/// PyTorch's advanced indexing of x by a list of integer index tensors (None keeps a dim whole): the index
/// tensors broadcast together to `broadcast`; their positions (negative ones from the end) make one flat
/// position into the indexed dims (-1 where any is out of range); `table` is x with the indexed dims first,
/// viewed as [rows, rest]. The indexing result has the broadcast dims in place of the indexed ones where
/// those are adjacent (after `before` kept dims), else first.
struct AdvancedIndex {
  SmallVector<int64_t> indexed, kept, broadcast, keptShape, perm;
  Value flat, table;
  int64_t rows = 1, rest = 1, before = 0;
};

/// The coordinates of a run-time boolean mask's true elements, [count, mask rank] (edge.nonzero, planned for
/// every element), for the indexing op `op` whose only index the mask is, at dim `d` (`numIndices`: the
/// index list's length, 0 if another index came first): the count is the size symbol torch.export binds to
/// the result's dim `d`.
FailureOr<Value> maskCoordinates(ChainBuilder &c, Operation *op, Value mask, int64_t d, size_t numIndices) {
  StringRef name = op->getName().getStringRef();
  if (numIndices != size_t(d) + 1)
    return op->emitError(name) << ": a boolean mask computed at run time must be the only index (its row count is "
                                  "found in the data)";
  torch::BindSymbolicShapeOp bind;
  for (Operation *user : op->getResult(0).getUsers())
    if (auto b = dyn_cast<torch::BindSymbolicShapeOp>(user))
      bind = b;
  AffineMap map = bind ? bind.getShapeExpressions() : AffineMap();
  if (!map || int64_t(map.getNumResults()) <= d || !isa<AffineSymbolExpr>(map.getResult(d)))
    return op->emitError(name) << ": a boolean mask computed at run time needs a size symbol for its row count (a "
                                  "torch.symbolic_int bound to the result, as torch.export writes it)";
  // Planned for the count's bound (the result's size there), which may be below the mask's elements.
  auto maskType = cast<RankedTensorType>(mask.getType());
  OpBuilder &b = c.builder();
  int64_t rows = cast<torch::ValueTensorType>(op->getResult(0).getType()).getSizes()[d];
  auto type = RankedTensorType::get({rows, maskType.getRank()}, b.getI64Type());
  Value coords = c.make<edge::NonzeroOp>(type, mask);
  AffineMap shape = AffineMap::get(0, map.getNumSymbols(),
                                   {map.getResult(d), b.getAffineConstantExpr(maskType.getRank())}, b.getContext());
  b.create<edge::BindShapeOp>(op->getLoc(), coords, shape);
  return coords;
}

FailureOr<AdvancedIndex> advancedIndex(ChainBuilder &c, Operation *op, ConversionPatternRewriter &rewriter, Value x,
                                       Value list) {
  StringRef name = op->getName().getStringRef();
  auto xType = cast<RankedTensorType>(x.getType());
  auto construct = list.getDefiningOp<torch::PrimListConstructOp>();
  if (!construct)
    return op->emitError(name) << ": the indices must be a torch.prim.ListConstruct";
  if (int64_t(construct.getElements().size()) > xType.getRank())
    return op->emitError(name) << ": more indices than the input has dims";
  AdvancedIndex a;
  SmallVector<Value> indices;
  SmallVector<bool> inRange; // per index: known to be in [0, size) (a mask's coordinates), no test needed
  auto add = [&](int64_t d, Value index, bool known = false) -> LogicalResult {
    SmallVector<int64_t> shape;
    if (!OpTrait::util::getBroadcastedShape(a.broadcast, cast<RankedTensorType>(index.getType()).getShape(), shape))
      return op->emitError(name) << ": the index shapes do not broadcast together";
    a.broadcast = shape;
    a.indexed.push_back(d);
    indices.push_back(index);
    inRange.push_back(known);
    return success();
  };
  int64_t d = 0; // the dim the next index applies to: a k-D mask takes k dims
  for (Value element : construct.getElements()) {
    if (torch::isNone(element) || isa<torch::NoneType>(element.getType())) {
      ++d;
      continue;
    }
    Value index = rewriter.getRemappedValue(element);
    auto indexType = dyn_cast_or_null<RankedTensorType>(index ? index.getType() : Type());
    if (!indexType)
      return op->emitError(name) << ": an index has no static shape";
    auto literal = element.getDefiningOp<torch::ValueTensorLiteralOp>();
    // A mask covers as many dims as it has, of their sizes (PyTorch refuses any other).
    if (indexType.getElementType().isInteger(1) &&
        (d + indexType.getRank() > xType.getRank() ||
         indexType.getShape() != xType.getShape().slice(d, indexType.getRank())))
      return op->emitError(name) << ": a boolean mask that does not fit the input";
    if (indexType.getElementType().isInteger(1) && literal) {
      // A constant mask is the integer positions of its true elements, one index tensor per dim it covers.
      FailureOr<std::vector<uint8_t>> bytes = elementsBytes(op->getLoc(), literal.getValue());
      int64_t k = indexType.getRank();
      if (failed(bytes) || int64_t(bytes->size()) != indexType.getNumElements() || d + k > xType.getRank())
        return op->emitError(name) << ": a boolean mask that does not fit the input";
      SmallVector<SmallVector<int64_t>> coords(k);
      SmallVector<int64_t> strides = edge::contiguousStrides(indexType.getShape());
      for (int64_t i = 0; i < indexType.getNumElements(); ++i)
        if ((*bytes)[i])
          for (int64_t j = 0; j < k; ++j)
            coords[j].push_back((i / strides[j]) % indexType.getDimSize(j));
      for (int64_t j = 0; j < k; ++j)
        if (failed(add(d + j, c.indexConstant({int64_t(coords[j].size())}, coords[j]))))
          return failure();
      d += k;
      continue;
    }
    if (indexType.getElementType().isInteger(1)) {
      // A mask computed at run time: the coordinates of its true elements, found by nonzero, whose row count
      // is the result's size symbol at the mask's position (torch.export binds it).
      FailureOr<Value> coords = maskCoordinates(c, op, index, d, indices.empty() ? construct.getElements().size() : 0);
      if (failed(coords))
        return failure();
      int64_t k = indexType.getRank();
      for (int64_t j = 0; j < k; ++j) {
        auto column =
            RankedTensorType::get({cast<RankedTensorType>(coords->getType()).getDimSize(0)}, c.builder().getI64Type());
        if (failed(add(d + j,
                       c.make<edge::SelectIntOp>(column, *coords, c.builder().getI64IntegerAttr(1),
                                                 c.builder().getI64IntegerAttr(j)),
                       /*known=*/true)))
          return failure();
      }
      d += k;
      continue;
    }
    if (!isIndexType(indexType))
      return op->emitError(name) << ": only int64, int32 and boolean indices are supported";
    if (failed(add(d++, index)))
      return failure();
  }
  if (d > xType.getRank())
    return op->emitError(name) << ": more indices than the input has dims";
  if (indices.empty())
    return op->emitError(name) << ": expects at least one index tensor";
  for (int64_t d = 0; d < xType.getRank(); ++d)
    if (!llvm::is_contained(a.indexed, d))
      a.kept.push_back(d);
  Type i1 = rewriter.getI1Type();
  Value invalid;
  for (int64_t k = int64_t(indices.size()) - 1; k >= 0; --k) {
    int64_t size = xType.getDimSize(a.indexed[k]);
    CheckedIndex checked =
        inRange[k] ? CheckedIndex{indices[k], Value()} : checkedIndex(c, indices[k], size, /*wrap=*/true);
    Value scaled = a.rows == 1 ? checked.position : c.withInt<edge::MulScalarOp>(checked.position, a.rows);
    if (a.flat) {
      SmallVector<int64_t> shape;
      (void)OpTrait::util::getBroadcastedShape(cast<RankedTensorType>(a.flat.getType()).getShape(),
                                               cast<RankedTensorType>(scaled.getType()).getShape(), shape);
      auto type = cast<RankedTensorType>(a.flat.getType()).clone(shape);
      a.flat = c.plus(a.flat, scaled, type);
      if (invalid && checked.invalid)
        invalid = c.make<edge::LogicalOrOp>(type.clone(i1), invalid, checked.invalid);
      else if (checked.invalid)
        invalid = checked.invalid;
    } else {
      a.flat = scaled;
      invalid = checked.invalid;
    }
    a.rows *= size;
  }
  a.flat = c.expand(invalid ? poisoned(c, a.flat, invalid) : a.flat, a.broadcast);
  a.perm = a.indexed;
  for (int64_t d : a.kept) {
    a.perm.push_back(d);
    a.keptShape.push_back(xType.getDimSize(d));
    a.rest *= xType.getDimSize(d);
  }
  bool identity = llvm::equal(a.perm, llvm::seq<int64_t>(0, xType.getRank()));
  a.table = c.view(identity ? x : c.permute(x, a.perm), {a.rows, a.rest});
  bool adjacent = a.indexed.back() - a.indexed.front() + 1 == int64_t(a.indexed.size());
  a.before = adjacent ? a.indexed.front() : 0;
  return a;
}

/// The permutation from [broadcast..., kept...] to the indexing result's layout (identity where the
/// broadcast dims come first).
SmallVector<int64_t> resultOrder(const AdvancedIndex &a) {
  int64_t b = a.broadcast.size();
  SmallVector<int64_t> order;
  for (int64_t i = 0; i < a.before; ++i)
    order.push_back(b + i);
  for (int64_t i = 0; i < b; ++i)
    order.push_back(i);
  for (int64_t i = a.before; i < int64_t(a.kept.size()); ++i)
    order.push_back(b + i);
  return order;
}

/// index.Tensor(x, indices): advancedIndex's rows gathered, viewed and put in the result's layout.
struct DecomposeIndexTensor : ChainDecomposition<torch::AtenIndexTensorOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenIndexTensorOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    FailureOr<AdvancedIndex> a = advancedIndex(c, op, rewriter, adaptor.getSelf(), op.getIndices());
    if (failed(a))
      return failure();
    SmallVector<int64_t> gatheredShape(a->broadcast);
    gatheredShape.append(a->keptShape);
    Value result = c.view(c.takeRows(a->table, a->flat), gatheredShape);
    if (a->before > 0)
      result = c.permute(result, resultOrder(*a));
    if (result.getType() != resultType)
      return op.emitError("index.Tensor: result type ")
             << resultType << " differs from the computed " << result.getType();
    return SmallVector<Value>{result};
  }
};

/// masked_select(x, mask): x and mask broadcast together and flattened, then the elements at the mask's
/// true positions (maskCoordinates), in order.
struct DecomposeMaskedSelect : ChainDecomposition<torch::AtenMaskedSelectOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenMaskedSelectOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getSelf(), mask = adaptor.getMask();
    auto xType = cast<RankedTensorType>(x.getType()), maskType = cast<RankedTensorType>(mask.getType());
    if (!maskType.getElementType().isInteger(1))
      return op.emitError("masked_select: expects a boolean mask");
    SmallVector<int64_t> shape;
    if (!OpTrait::util::getBroadcastedShape(xType.getShape(), maskType.getShape(), shape))
      return op.emitError("masked_select: the input and the mask do not broadcast together");
    int64_t count = 1;
    for (int64_t s : shape)
      if (llvm::MulOverflow(count, s, count))
        return op.emitError("masked_select: too many elements");
    Value flatMask = c.view(c.expand(c.view(mask, maskType.getShape()), shape), {count});
    FailureOr<Value> coords = maskCoordinates(c, op, flatMask, 0, 1);
    if (failed(coords))
      return failure();
    int64_t rows = cast<RankedTensorType>(coords->getType()).getDimSize(0);
    auto positions = RankedTensorType::get({rows}, rewriter.getI64Type());
    Value index =
        c.make<edge::SelectIntOp>(positions, *coords, rewriter.getI64IntegerAttr(1), rewriter.getI64IntegerAttr(0));
    Value column = c.view(c.expand(x, shape), {count, 1});
    Value result = c.view(c.takeRows(column, index), {rows});
    if (result.getType() != resultType)
      return op.emitError("masked_select: result type ")
             << resultType << " differs from the computed " << result.getType();
    return SmallVector<Value>{result};
  }
};

/// gather along `dim` (x and index of one rank, index no larger in the other dims): flat positions (a
/// constant base over index's shape plus index times dim's stride) into x viewed as one column; an index
/// outside [0, size) gives NaN (0 for integers).
Value gatherAlong(ChainBuilder &c, Value x, int64_t dim, Value index) {
  auto xType = cast<RankedTensorType>(x.getType());
  ArrayRef<int64_t> xShape = xType.getShape(), iShape = cast<RankedTensorType>(index.getType()).getShape();
  SmallVector<int64_t> strides = edge::contiguousStrides(xShape);
  int64_t count = 1;
  for (int64_t s : iShape)
    count *= s;
  // base[p] = sum over d != dim of p[d] * stride[d]
  SmallVector<int64_t> base(count, 0);
  for (int64_t i = 0; i < count; ++i) {
    int64_t rem = i;
    for (int64_t d = int64_t(iShape.size()) - 1; d >= 0; --d) {
      if (d != dim)
        base[i] += (rem % iShape[d]) * strides[d];
      rem /= iShape[d];
    }
  }
  CheckedIndex checked = checkedIndex(c, index, xShape[dim], /*wrap=*/false);
  auto flatType = RankedTensorType::get(iShape, c.builder().getI64Type());
  Value flat =
      c.plus(c.indexConstant(iShape, base), c.withInt<edge::MulScalarOp>(checked.position, strides[dim]), flatType);
  Value column = c.view(x, {xType.getNumElements(), 1});
  return c.view(c.takeRows(column, poisoned(c, flat, checked.invalid)), iShape);
}

/// gather(x, dim, index): gatherAlong.
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
    if (rank == 0) {
      x = c.view(x, {1});
      index = c.view(index, {1});
    }
    for (int64_t d = 0; d < std::max<int64_t>(rank, 1); ++d)
      if (d != *dim &&
          cast<RankedTensorType>(index.getType()).getDimSize(d) > cast<RankedTensorType>(x.getType()).getDimSize(d))
        return op.emitError("gather: the index is larger than the input in dim ") << d;
    return SmallVector<Value>{c.view(gatherAlong(c, x, *dim, index), resultType.getShape())};
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
    SmallVector<int64_t> strides = edge::contiguousStrides(xType.getShape());
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

/// unfold: the windows of `size` elements every `step` along a dim, as a last dim; a strided view of the
/// contiguous input (as diagonal).
struct DecomposeUnfold : ChainDecomposition<torch::AtenUnfoldOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenUnfoldOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    int64_t rank = xType.getRank();
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDimension()), rank); // 0-d: dim 0
    std::optional<int64_t> size = torch::matchConstantInt(op.getSize()), step = torch::matchConstantInt(op.getStep());
    if (!dim || !size || !step)
      return op.emitError("unfold: dimension, size and step must be constants");
    int64_t length = rank == 0 ? 1 : xType.getDimSize(*dim);
    if (*size < 0 || *size > length || *step < 1)
      return op.emitError("unfold: size ")
             << *size << " must be within [0, " << length << "] and step " << *step << " positive";
    SmallVector<int64_t> strides = edge::contiguousStrides(xType.getShape()), shape(xType.getShape());
    int64_t inner = rank == 0 ? 1 : strides[*dim];
    if (rank > 0) {
      shape[*dim] = (length - *size) / *step + 1;
      strides[*dim] = inner * *step;
    }
    shape.push_back(*size);
    strides.push_back(inner);
    Value result =
        c.make<edge::AsStridedOp>(xType.clone(shape), adaptor.getSelf(), rewriter.getDenseI64ArrayAttr(shape),
                                  rewriter.getDenseI64ArrayAttr(strides), rewriter.getI64IntegerAttr(0));
    return SmallVector<Value>{result};
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

/// The lowest (or highest) value of `type`'s element type everywhere: the identity of a max (min).
Value extremeSplat(ChainBuilder &c, Operation *op, RankedTensorType type, bool lowest) {
  Type e = type.getElementType();
  if (isa<FloatType>(e))
    return splatValue(c.builder(), op, type, lowest ? -INFINITY : INFINITY, std::nullopt);
  if (e.isInteger(1))
    return splatValue(c.builder(), op, type, lowest ? 0.0 : 1.0, lowest ? 0 : 1);
  unsigned w = e.getIntOrFloatBitWidth();
  bool isUnsigned = w == 8 && cast<IntegerType>(e).isUnsignedInteger();
  int64_t v =
      isUnsigned ? (lowest ? 0 : 255) : (lowest ? -(int64_t(1) << (w - 1)) : int64_t((uint64_t(1) << (w - 1)) - 1));
  if (w == 64)
    v = lowest ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
  return splatValue(c.builder(), op, type, double(v), v);
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

// ---- sorting by rank ---------------------------------------------------------------------------------------

/// The sorted order of the rows of x [M, n] (ascending, or descending), as indices [M, count] of the first
/// `count` places: each element's rank is the number of elements that sort before it (strictly smaller,
/// or equal and earlier: stable; NaN after every number, or before them descending, as PyTorch's sort),
/// and place r takes the element of rank r. Work and memory in M n^2.
Value sortedOrder(ChainBuilder &c, Value x, bool descending, int64_t count) {
  ConversionPatternRewriter &rewriter = c.builder();
  auto t = cast<RankedTensorType>(x.getType());
  int64_t m = t.getDimSize(0), n = t.getDimSize(1);
  Type i1 = rewriter.getI1Type(), i64 = rewriter.getI64Type();
  auto pairs = RankedTensorType::get({m, n, n}, i1);
  Value mine = c.view(x, {m, n, 1}), other = c.view(x, {m, 1, n}); // element i, element j
  Value before =
      descending ? c.make<edge::GtTensorOp>(pairs, other, mine) : c.make<edge::LtTensorOp>(pairs, other, mine);
  Value same = c.make<edge::EqTensorOp>(pairs, other, mine);
  if (isa<FloatType>(t.getElementType())) {
    Value nan = c.make<edge::IsnanOp>(t.clone(i1), x);
    Value mineNan = c.view(nan, {m, n, 1}), otherNan = c.view(nan, {m, 1, n});
    // ascending: a number before NaN; descending: NaN before a number
    Value nanOrder = descending
                         ? c.make<edge::LogicalAndOp>(pairs, otherNan, c.logicalNot(mineNan, mineNan.getType()))
                         : c.make<edge::LogicalAndOp>(pairs, mineNan, c.logicalNot(otherNan, otherNan.getType()));
    before = c.make<edge::LogicalOrOp>(pairs, before, nanOrder);
    same = c.make<edge::LogicalOrOp>(pairs, same, c.make<edge::LogicalAndOp>(pairs, mineNan, otherNan));
  }
  SmallVector<Attribute> earlier;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j)
      earlier.push_back(rewriter.getBoolAttr(j < i));
  Value earlierMask = c.constant(RankedTensorType::get({1, n, n}, i1), earlier);
  before = c.make<edge::LogicalOrOp>(pairs, before, c.make<edge::LogicalAndOp>(pairs, same, earlierMask));
  Value rank = c.reduce<edge::SumDimIntListOp>(c.convert(before, pairs.clone(i64)), {2}, false,
                                               RankedTensorType::get({m, n}, i64));
  // place r takes the i of rank r
  auto places = RankedTensorType::get({m, count, n}, i1);
  Value at = c.make<edge::EqTensorOp>(places, c.view(rank, {m, 1, n}),
                                      c.indexConstant({1, count, 1}, llvm::to_vector(llvm::seq<int64_t>(0, count))));
  Value which = c.make<edge::WhereSelfOp>(places.clone(i64), at,
                                          c.indexConstant({1, 1, n}, llvm::to_vector(llvm::seq<int64_t>(0, n))),
                                          c.indexConstant({}, {0}));
  return c.reduce<edge::SumDimIntListOp>(which, {2}, false, RankedTensorType::get({m, count}, i64));
}

/// sort(x, dim, descending) and topk(x, k, dim, largest, sorted): sortedOrder of x with dim moved last,
/// the first n (or k) places; values gathered at the indices. topk's order for sorted=False is PyTorch's
/// to choose: it is sorted here too.
template <typename OpT> struct DecomposeSortOrTopk : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    constexpr bool isTopk = std::is_same_v<OpT, torch::AtenTopkOp>;
    StringRef name = isTopk ? "topk" : "sort";
    Value x = adaptor.getSelf();
    auto xType = cast<RankedTensorType>(x.getType());
    int64_t rank = std::max<int64_t>(xType.getRank(), 1);
    std::optional<int64_t> dim = normalizedDim(torch::matchConstantInt(op.getDim()), xType.getRank());
    std::optional<bool> descending;
    std::optional<int64_t> k;
    if constexpr (isTopk) {
      descending = torch::matchConstantBool(op.getLargest());
      k = torch::matchConstantInt(op.getK());
    } else {
      descending = torch::matchConstantBool(op.getDescending());
    }
    if (!dim || !descending || (isTopk && !k))
      return op.emitError(name) << ": dim, the direction and k must be constants";
    if (xType.getRank() == 0)
      x = c.view(x, {1});
    SmallVector<int64_t> shape(cast<RankedTensorType>(x.getType()).getShape());
    int64_t n = shape[*dim], count = isTopk ? *k : n;
    if (count < 0 || count > n)
      return op.emitError(name) << ": k = " << count << " is out of range for a dim of size " << n;
    SmallVector<int64_t> perm;
    for (int64_t d = 0; d < rank; ++d)
      if (d != *dim)
        perm.push_back(d);
    perm.push_back(*dim);
    bool moved = *dim != rank - 1;
    Value last = moved ? c.permute(x, perm) : x;
    int64_t m = cast<RankedTensorType>(x.getType()).getNumElements() / std::max<int64_t>(n, 1);
    Value rows = c.view(last, {m, n});
    Value order = count == 0 ? splatValue(rewriter, op, RankedTensorType::get({m, 0}, rewriter.getI64Type()), 0.0, 0)
                             : sortedOrder(c, rows, *descending, count);
    Value values = gatherAlong(c, rows, 1, order);
    SmallVector<int64_t> movedShape;
    for (int64_t p : perm)
      movedShape.push_back(p == *dim ? count : shape[p]);
    SmallVector<Value> results;
    for (Value v : {values, order}) {
      v = c.view(v, movedShape);
      if (moved) {
        SmallVector<int64_t> back(perm.size());
        for (auto [i, p] : llvm::enumerate(perm))
          back[p] = i;
        v = c.permute(v, back);
      }
      results.push_back(c.view(v, resultType.getShape()));
    }
    return results;
  }
};

/// _embedding_bag and _embedding_bag_forward_only (F.embedding_bag; export without gradients): rows of weight [V, D] at
/// indices [N] (i64 or i32) reduced per bag, bag b holding positions [offsets[b], offsets[b + 1]) (the last to N, or to
/// offsets[B] with include_last_offset). A one-hot membership [B, N] (positions equal to padding_idx left out) selects:
/// sum and mean multiply it (with per_sample_weights) by the gathered rows, mean divides by the bag's size (at least 1,
/// as ATen: an empty bag is 0), max takes the amax of the member rows (an empty bag is 0). Only the output is computed:
/// offset2bag, bag_size and max_indices (backward bookkeeping, whose sizes ATen's kernel picks at run time)
/// must be unused. Work and memory grow with B x N (max: B x N x D).
template <typename OpT> struct DecomposeEmbeddingBag : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  using OpAdaptor = typename OpT::Adaptor;
  FailureOr<SmallVector<Value>> decompose(OpT op, OpAdaptor adaptor, RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    for (unsigned i = 1; i < 4; ++i)
      if (!op->getResult(i).use_empty())
        return op.emitError("_embedding_bag: only the output (result 0) is computed; offset2bag, bag_size and "
                            "max_indices must be unused");
    auto weightType = cast<RankedTensorType>(adaptor.getWeight().getType());
    auto indicesType = cast<RankedTensorType>(adaptor.getIndices().getType());
    auto offsetsType = dyn_cast<RankedTensorType>(adaptor.getOffsets().getType());
    std::optional<int64_t> mode = torch::matchConstantInt(op.getMode()),
                           paddingIdx = torch::matchConstantInt(op.getPaddingIdx());
    std::optional<bool> includeLast = torch::matchConstantBool(op.getIncludeLastOffset());
    bool weighted = !torch::isNone(op.getPerSampleWeights());
    if (weightType.getRank() != 2 || indicesType.getRank() != 1 || !offsetsType || offsetsType.getRank() != 1 ||
        !isa<FloatType>(weightType.getElementType()))
      return op.emitError("_embedding_bag: expects a floating-point weight [V, D], 1-D indices and 1-D offsets");
    if (!mode || *mode < 0 || *mode > 2 || !paddingIdx || !includeLast)
      return op.emitError("_embedding_bag: mode (0-2), padding_idx and include_last_offset must be constants");
    if (weighted && *mode != 0)
      return op.emitError("_embedding_bag: per_sample_weights are only supported in mode 'sum', as in PyTorch");
    int64_t n = indicesType.getDimSize(0), d = weightType.getDimSize(1);
    int64_t bags = offsetsType.getDimSize(0) - (*includeLast ? 1 : 0);
    if (bags < 0 || resultType.getShape() != ArrayRef<int64_t>{bags, d})
      return op.emitError("_embedding_bag: the output must be [bags, D]");
    Type i64 = rewriter.getI64Type(), i1 = rewriter.getI1Type(), f32 = rewriter.getF32Type();
    Value offsets = c.convertElements(adaptor.getOffsets(), i64);
    auto slice = [&](Value x, int64_t begin, int64_t end) { return c.slice(x, 0, begin, end); };
    Value starts = c.view(slice(offsets, 0, bags), {bags, 1});
    // Bag b ends at offsets[b + 1]; the last at N, or at offsets[B] with include_last_offset.
    FailureOr<Value> endsToN = padOrCrop(c, op, slice(offsets, std::min<int64_t>(1, bags), bags), 0, 0,
                                         bags - std::max<int64_t>(bags - 1, 0), double(n), n);
    if (failed(endsToN))
      return failure();
    Value positions = c.indexConstant({1, n}, llvm::to_vector(llvm::seq<int64_t>(0, n)));
    auto memberType = RankedTensorType::get({bags, n}, i1);
    Value kept;
    if (*paddingIdx >= 0)
      kept = c.view(c.withInt<edge::NeScalarOp>(adaptor.getIndices(), *paddingIdx, i1), {1, n});
    auto membership = [&](Value ends) {
      Value member =
          c.make<edge::LogicalAndOp>(memberType, c.make<edge::GeTensorOp>(memberType, positions, starts),
                                     c.make<edge::LtTensorOp>(memberType, positions, c.view(ends, {bags, 1})));
      return kept ? c.make<edge::LogicalAndOp>(memberType, member, kept) : member;
    };
    Value member = membership(*includeLast ? slice(offsets, 1, bags + 1) : *endsToN);
    // ATen's mean divides by the bag's size as if the last bag ran to N even with include_last_offset.
    Value sizeMember = *includeLast ? membership(*endsToN) : member;
    Value table = c.convertElements(adaptor.getWeight(), f32);
    Value rows = c.takeRows(table, adaptor.getIndices()); // [N, D]
    auto outType = RankedTensorType::get({bags, d}, f32);
    Value out;
    if (*mode == 2) {
      auto spread = RankedTensorType::get({bags, n, d}, f32);
      Value candidates = c.make<edge::WhereSelfOp>(spread, c.view(member, {bags, n, 1}), c.view(rows, {1, n, d}),
                                                   extremeSplat(c, op, spread.clone({1, 1, 1}), /*lowest=*/true));
      out = c.make<edge::AmaxOp>(outType, candidates, rewriter.getDenseI64ArrayAttr({1}), rewriter.getBoolAttr(false));
      Value empty = c.make<edge::LogicalNotOp>(RankedTensorType::get({bags, 1}, i1),
                                               c.make<edge::AmaxOp>(RankedTensorType::get({bags, 1}, i1), member,
                                                                    rewriter.getDenseI64ArrayAttr({1}),
                                                                    rewriter.getBoolAttr(true)));
      out = c.make<edge::WhereScalarSelfOp>(outType, empty, rewriter.getF64FloatAttr(0.0), out);
    } else {
      Value weights = c.convertElements(member, f32);
      if (weighted)
        weights =
            c.mul(weights, c.view(c.convertElements(adaptor.getPerSampleWeights(), f32), {1, n}), weights.getType());
      out = c.binary<edge::MmOp>(weights, rows, outType);
      if (*mode == 1) {
        Value size = c.make<edge::SumDimIntListOp>(
            RankedTensorType::get({bags, 1}, f32), c.convertElements(sizeMember, f32),
            rewriter.getDenseI64ArrayAttr({1}), rewriter.getBoolAttr(true), IntegerAttr());
        size = c.make<edge::ClampOp>(size.getType(), size, rewriter.getF64FloatAttr(1.0), Attribute());
        out = c.binary<edge::DivTensorOp>(out, size, outType);
      }
    }
    // The other results are unused (checked above): nothing replaces them.
    return SmallVector<Value>{c.convertElements(out, resultType.getElementType()), Value(), Value(), Value()};
  }
};

} // namespace

void edgec::populateTorchToEdgeIndexingPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns.add<DecomposeUnfold, DecomposeIndexSelect, DecomposeIndexTensor, DecomposeMaskedSelect, DecomposeGather,
               DecomposeFlip, DecomposeRepeat, DecomposeIndexPad<torch::AtenReflectionPad1dOp, PadMode::Reflect>,
               DecomposeIndexPad<torch::AtenReflectionPad2dOp, PadMode::Reflect>,
               DecomposeIndexPad<torch::AtenReflectionPad3dOp, PadMode::Reflect>,
               DecomposeIndexPad<torch::AtenReplicationPad2dOp, PadMode::Replicate>,
               DecomposeIndexPad<torch::AtenReplicationPad3dOp, PadMode::Replicate>, DecomposeSliceScatter,
               DecomposeSelectScatter, DecomposeCopy, DecomposeDiagonal, DecomposeScatter<torch::AtenScatterSrcOp>,
               DecomposeScatter<torch::AtenScatterValueOp>, DecomposeScatter<torch::AtenScatterAddOp>,
               DecomposeScatter<torch::AtenScatterReduceTwoOp>, DecomposeIndexPut, DecomposeMaskedScatter,
               DecomposeSortOrTopk<torch::AtenSortOp>, DecomposeSortOrTopk<torch::AtenTopkOp>,
               DecomposeEmbeddingBag<torch::Aten_EmbeddingBagOp>,
               DecomposeEmbeddingBag<torch::Aten_EmbeddingBagForwardOnlyOp>>(converter, patterns.getContext());
}
