//===- TorchToEdgeChains.cpp - helpers the decompositions share -----------===//
//
// The pieces more than one family of torch-to-edge decompositions builds from (TorchToEdgeChains.h):
// constants, padding and cropping, prefix sums, matmul by ATen's rules, gathers by position and advanced
// indexing. The family files call these and nothing of one another.
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

Value edgec::splatValue(ConversionPatternRewriter &rewriter, Operation *op, RankedTensorType type, double value,
                        std::optional<int64_t> exact) {
  Type elem = type.getElementType();
  Attribute element;
  if (isa<FloatType>(elem))
    element = FloatAttr::get(elem, value);
  else if (elem.isInteger(1))
    element = IntegerAttr::get(elem, value != 0);
  else
    element = IntegerAttr::get(elem, exact ? *exact : int64_t(value));
  return rewriter.create<edge::ConstantOp>(op->getLoc(), type, DenseElementsAttr::get(type, element)).getResult();
}

FailureOr<Value> edgec::splatConstant(ConversionPatternRewriter &rewriter, Operation *op, Type resultType,
                                      Value scalar) {
  auto type = dyn_cast_or_null<RankedTensorType>(resultType);
  std::optional<double> value = torch::matchConstantScalar(scalar);
  if (!type || !value)
    return op->emitError("expects a constant fill value and a typed result");
  return splatValue(rewriter, op, type, *value, torch::matchConstantInt(scalar));
}

torch::BindSymbolicShapeOp edgec::shapeBinding(Value torchValue) {
  for (Operation *user : torchValue.getUsers())
    if (auto b = dyn_cast<torch::BindSymbolicShapeOp>(user); b && b.getOperand() == torchValue)
      return b;
  return {};
}

SmallVector<bool> edgec::dynamicDims(Value torchValue) {
  SmallVector<bool> dynamic;
  if (torch::BindSymbolicShapeOp bind = shapeBinding(torchValue))
    for (AffineExpr e : bind.getShapeExpressions().getResults())
      dynamic.push_back(!isa<AffineConstantExpr>(e));
  return dynamic;
}

void edgec::bindShape(OpBuilder &b, Location loc, Value v, AffineMap shape) {
  b.create<edge::BindShapeOp>(loc, v, AffineMapAttr::get(shape));
  if (isa_and_nonnull<edge::EdgeDialect>(v.getDefiningOp() ? v.getDefiningOp()->getDialect() : nullptr))
    edge::setDims(v, shape.getResults(), shape.getNumSymbols());
}

Value edgec::bindShapeOf(ConversionPatternRewriter &rewriter, Value v, Value torchValue) {
  if (torch::BindSymbolicShapeOp bind = shapeBinding(torchValue))
    bindShape(rewriter, bind.getLoc(), v, bind.getShapeExpressions());
  return v;
}

Value edgec::dynamicConstant(ConversionPatternRewriter &rewriter, Operation *op, Value torchValue, Value constant) {
  SmallVector<bool> dynamic = dynamicDims(torchValue);
  auto type = cast<RankedTensorType>(constant.getType());
  if (!llvm::is_contained(dynamic, true) || dynamic.size() != size_t(type.getRank()))
    return constant;
  Location loc = op->getLoc();
  auto def = constant.getDefiningOp<edge::ConstantOp>();
  auto value = def ? dyn_cast<DenseElementsAttr>(def.getValue()) : DenseElementsAttr();
  if (value && value.isSplat()) {
    SmallVector<int64_t> one(type.getShape());
    for (auto [i, d] : llvm::enumerate(dynamic))
      if (d)
        one[i] = 1;
    auto oneType = type.clone(one);
    Value element = rewriter.create<edge::ConstantOp>(
        loc, oneType, DenseElementsAttr::get(oneType, value.getSplatValue<Attribute>()));
    return bindShapeOf(rewriter,
                       rewriter
                           .create<edge::ExpandOp>(loc, TypeRange{type}, element,
                                                   rewriter.getDenseI64ArrayAttr(type.getShape()), ValueRange{})
                           .getResult(0),
                       torchValue);
  }
  return bindShapeOf(
      rewriter,
      rewriter
          .create<edge::ViewOp>(loc, TypeRange{type}, constant, rewriter.getDenseI64ArrayAttr(type.getShape()), ValueRange{})
          .getResult(0),
      torchValue);
}

FailureOr<Value> edgec::padOrCrop(ChainBuilder &c, Operation *op, Value x, int64_t dim, int64_t before, int64_t after,
                                  double fill, std::optional<int64_t> exact) {
  ConversionPatternRewriter &rewriter = c.builder();
  auto t = cast<RankedTensorType>(x.getType());
  int64_t size = t.getDimSize(dim);
  int64_t start = std::max<int64_t>(-before, 0), end = size + std::min<int64_t>(after, 0);
  if (end < start)
    return op->emitError("pad: dimension ") << dim << " of size " << size << " cropped below zero";
  if (start != 0 || end != size) {
    x = c.slice(x, dim, start, end);
    t = cast<RankedTensorType>(x.getType());
  }
  auto block = [&](int64_t n) {
    SmallVector<int64_t> shape(t.getShape());
    shape[dim] = n;
    return splatValue(rewriter, op, t.clone(shape), fill, exact);
  };
  SmallVector<Value> parts;
  if (before > 0)
    parts.push_back(block(before));
  parts.push_back(x);
  if (after > 0)
    parts.push_back(block(after));
  if (parts.size() == 1)
    return x;
  SmallVector<int64_t> shape(t.getShape());
  shape[dim] += std::max<int64_t>(before, 0) + std::max<int64_t>(after, 0);
  return c.make<edge::CatOp>(t.clone(shape), ValueRange(parts), rewriter.getI64IntegerAttr(dim));
}

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

FailureOr<Value> edgec::prefixSum(ChainBuilder &c, Operation *op, Value x, int64_t dim) {
  int64_t n = cast<RankedTensorType>(x.getType()).getDimSize(dim);
  for (int64_t shift = 1; shift < n; shift *= 2) {
    FailureOr<Value> shifted = padOrCrop(c, op, x, dim, shift, -shift);
    if (failed(shifted))
      return failure();
    x = c.plus(x, *shifted, x.getType());
  }
  return x;
}

/// torch.matmul, as ATen defines it by rank: vectors are made matrices (and the added dim dropped again);
/// two matrices are an mm; a batch of matrices times a matrix is one mm over the batch's rows; otherwise
/// the batch dims broadcast and the operands, expanded and viewed as [batch, n, k] and [batch, k, m], meet
/// in one bmm. The result is viewed to the program's result shape.
FailureOr<Value> edgec::matmul(ChainBuilder &c, Operation *op, Value a, Value b, RankedTensorType resultType) {
  auto at = cast<RankedTensorType>(a.getType()), bt = cast<RankedTensorType>(b.getType());
  if (at.getRank() < 1 || bt.getRank() < 1)
    return op->emitError("matmul: operands must have rank >= 1");
  if (at.getElementType() != bt.getElementType())
    return op->emitError("matmul: operands of different dtypes");
  SmallVector<int64_t> as(at.getShape()), bs(bt.getShape());
  if (as.size() == 1)
    as.insert(as.begin(), 1);
  if (bs.size() == 1)
    bs.push_back(1);
  int64_t n = as[as.size() - 2], k = as.back(), m = bs.back();
  if (bs[bs.size() - 2] != k)
    return op->emitError("matmul: [") << edge::formatShape(at.getShape()) << "] and ["
                                      << edge::formatShape(bt.getShape()) << "] do not multiply";
  Type elem = at.getElementType();
  a = c.view(a, as);
  b = c.view(b, bs);
  Value product;
  if (bs.size() == 2) { // the batch of a (if any) folds into its rows
    int64_t rows = n;
    for (size_t d = 0; d + 2 < as.size(); ++d)
      rows *= as[d];
    product = c.binary<edge::MmOp>(c.view(a, {rows, k}), b, RankedTensorType::get({rows, m}, elem));
  } else {
    SmallVector<int64_t> batch;
    if (!OpTrait::util::getBroadcastedShape(ArrayRef<int64_t>(as).drop_back(2), ArrayRef<int64_t>(bs).drop_back(2),
                                            batch))
      return op->emitError("matmul: batch dims do not broadcast");
    int64_t count = 1;
    for (int64_t d : batch)
      count *= d;
    auto expanded = [&](Value v, int64_t rows, int64_t cols) {
      SmallVector<int64_t> shape(batch);
      shape.append({rows, cols});
      return c.view(c.expand(v, shape), {count, rows, cols});
    };
    product = c.binary<edge::BmmOp>(expanded(a, n, k), expanded(b, k, m), RankedTensorType::get({count, n, m}, elem));
  }
  Value result = c.view(product, resultType.getShape());
  if (result.getType() != resultType)
    return op->emitError("matmul: result type ") << resultType << " differs from the computed " << result.getType();
  return result;
}

std::optional<SmallVector<int64_t>> edgec::spatial(Value v, size_t n, int64_t empty) {
  std::optional<SmallVector<int64_t>> list = intList(v);
  if (!list)
    return std::nullopt;
  if (list->empty())
    return SmallVector<int64_t>(n, empty);
  if (list->size() == 1)
    return SmallVector<int64_t>(n, (*list)[0]);
  if (list->size() != n)
    return std::nullopt;
  return list;
}

Widened edgec::widen(ChainBuilder &c, Value x) {
  auto t = cast<RankedTensorType>(x.getType());
  auto wide = t.clone(c.builder().getF32Type());
  return {c.convertElements(x, c.builder().getF32Type()), wide, t};
}

CheckedIndex edgec::checkedIndex(ChainBuilder &c, Value index, int64_t size, bool wrap) {
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

Value edgec::poisoned(ChainBuilder &c, Value position, Value invalid) {
  return c.make<edge::WhereScalarSelfOp>(position.getType(), invalid, c.builder().getI64IntegerAttr(-1), position);
}

FailureOr<Value> edgec::maskCoordinates(ChainBuilder &c, Operation *op, Value mask, int64_t d, size_t numIndices) {
  StringRef name = op->getName().getStringRef();
  if (numIndices != size_t(d) + 1)
    return op->emitError(name) << ": a boolean mask computed at run time must be the only index (its row count is "
                                  "found in the data)";
  torch::BindSymbolicShapeOp bind = shapeBinding(op->getResult(0));
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
  bindShape(b, op->getLoc(), coords, shape);
  return coords;
}

FailureOr<AdvancedIndex> edgec::advancedIndex(ChainBuilder &c, Operation *op, ConversionPatternRewriter &rewriter,
                                              Value x, Value list) {
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

SmallVector<int64_t> edgec::resultOrder(const AdvancedIndex &a) {
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

Value edgec::gatherAlong(ChainBuilder &c, Value x, int64_t dim, Value index) {
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

Value edgec::extremeSplat(ChainBuilder &c, Operation *op, RankedTensorType type, bool lowest) {
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
