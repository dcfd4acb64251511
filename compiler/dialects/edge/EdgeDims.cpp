//===- EdgeDims.cpp - dynamic sizes as expressions over size symbols ------===//
//
// Upper-bound dynamic shapes: each value's sizes as affine (or semi-affine) expressions over the function's
// size symbols. Types stay static at the upper bound (memory is planned for it); these expressions are what
// the runtime evaluates at each execute to size every tensor and dispatch.
//
//===----------------------------------------------------------------------===//
#include "dialects/edge/EdgeDialect.h"

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

std::string formatSize(AffineExpr e, ArrayRef<SizeSymbol> symbols) {
  std::string text = formatSize(e), named;
  // MLIR prints symbol i as `s<i>`, delimited by characters that no identifier has.
  for (size_t i = 0; i < text.size();) {
    bool start = text[i] == 's' && (i == 0 || !(std::isalnum((unsigned char)text[i - 1]) || text[i - 1] == '_'));
    size_t end = i + 1;
    while (start && end < text.size() && std::isdigit((unsigned char)text[end]))
      ++end;
    if (start && end > i + 1 && (end == text.size() || !(std::isalnum((unsigned char)text[end]) || text[end] == '_'))) {
      size_t n = std::stoul(text.substr(i + 1, end - i - 1));
      named += n < symbols.size() ? symbols[n].name : text.substr(i, end - i);
      i = end;
      continue;
    }
    named += text[i++];
  }
  return named;
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

FailureOr<SmallVector<std::optional<AffineExpr>>> runTimeSizes(Operation *op, StringRef name) {
  SmallVector<std::optional<AffineExpr>> sizes;
  auto params = op->getAttrOfType<DictionaryAttr>(attr::kRunTimeParams);
  auto list = params ? dyn_cast_or_null<ArrayAttr>(params.get(name)) : ArrayAttr();
  for (Attribute a : list ? list.getValue() : ArrayRef<Attribute>()) {
    auto map = dyn_cast<AffineMapAttr>(a);
    if (map && map.getValue().getNumResults() == 1)
      sizes.push_back(map.getValue().getResult(0));
    else if (isa<UnitAttr>(a))
      sizes.push_back(std::nullopt);
    else
      return failure();
  }
  return sizes;
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

AffineExpr sizeProduct(ArrayRef<AffineExpr> sizes, MLIRContext *ctx) {
  AffineExpr p = getAffineConstantExpr(1, ctx);
  for (AffineExpr s : sizes)
    p = p * s;
  return p;
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

namespace {
/// `e` at the symbols' values `at`; nullopt where it overflows or divides by a non-positive value.
std::optional<int64_t> evaluateSize(AffineExpr e, ArrayRef<int64_t> at) {
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return c.getValue();
  if (auto s = dyn_cast<AffineSymbolExpr>(e))
    return s.getPosition() < at.size() ? std::optional<int64_t>(at[s.getPosition()]) : std::nullopt;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return std::nullopt;
  std::optional<int64_t> a = evaluateSize(bin.getLHS(), at), b = evaluateSize(bin.getRHS(), at);
  if (!a || !b)
    return std::nullopt;
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return llvm::checkedAdd(*a, *b);
  case AffineExprKind::Mul:
    return llvm::checkedMul(*a, *b);
  case AffineExprKind::FloorDiv:
    return *b > 0 ? std::optional<int64_t>(llvm::divideFloorSigned(*a, *b)) : std::nullopt;
  case AffineExprKind::CeilDiv:
    return *b > 0 ? std::optional<int64_t>(llvm::divideCeilSigned(*a, *b)) : std::nullopt;
  case AffineExprKind::Mod:
    return *b > 0 ? std::optional<int64_t>(llvm::mod(*a, *b)) : std::nullopt;
  default:
    return std::nullopt;
  }
}

/// Interval arithmetic over `e`'s subexpressions (sizeRange's bound where symbols do not repeat).
std::optional<std::pair<int64_t, int64_t>> intervalRange(AffineExpr e, ArrayRef<SizeSymbol> symbols) {
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
  std::optional<Range> l = intervalRange(bin.getLHS(), symbols), r = intervalRange(bin.getRHS(), symbols);
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
} // namespace

std::optional<std::pair<int64_t, int64_t>> sizeRange(AffineExpr e, ArrayRef<SizeSymbol> symbols) {
  std::optional<std::pair<int64_t, int64_t>> interval = intervalRange(e, symbols);
  // Where a symbol repeats (t - t floordiv 2: half a pad to a fixed length), intervals lose what ties the terms
  // together: over a small domain, the extremes are found by trying every value.
  SmallVector<unsigned> uses(symbols.size(), 0);
  bool repeats = false;
  e.walk([&](AffineExpr sub) {
    if (auto s = dyn_cast<AffineSymbolExpr>(sub); s && s.getPosition() < uses.size())
      repeats |= ++uses[s.getPosition()] > 1;
  });
  constexpr int64_t kMaxTried = 1 << 16;
  SmallVector<unsigned> used;
  int64_t points = 1;
  for (unsigned i = 0; i < uses.size(); ++i)
    if (uses[i]) {
      used.push_back(i);
      int64_t span = symbols[i].max - symbols[i].min + 1;
      points = span > 0 && points <= kMaxTried / span ? points * span : kMaxTried + 1;
    }
  if (!repeats || points > kMaxTried)
    return interval;
  SmallVector<int64_t> at(symbols.size(), 0);
  for (unsigned i : used)
    at[i] = symbols[i].min;
  int64_t lo = INT64_MAX, hi = INT64_MIN;
  for (int64_t n = 0; n < points; ++n) {
    std::optional<int64_t> v = evaluateSize(e, at);
    if (!v)
      return std::nullopt;
    lo = std::min(lo, *v);
    hi = std::max(hi, *v);
    for (unsigned i : used) { // the next point: symbols counting up like digits
      if (++at[i] <= symbols[i].max)
        break;
      at[i] = symbols[i].min;
    }
  }
  return std::make_pair(lo, hi);
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

FailureOr<SmallVector<SmallVector<AffineExpr>>> inferDims(Operation *op) {
  auto aten = dyn_cast<AtenOpInterface>(op);
  if (!aten || llvm::none_of(aten.getInputs(), [](Value v) { return isDynamic(v); })) {
    SmallVector<Dims> results;
    for (Value r : op->getResults())
      results.push_back(dimsOf(r));
    return results;
  }
  return aten.inferResultDims();
}
} // namespace edgec::edge
