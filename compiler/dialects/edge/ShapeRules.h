//===- ShapeRules.h - one shape rule per op, over static and symbolic sizes -===//
//
// Every edge op's shape rule is written once (EdgeShapes.cpp, Shapes*.cpp), as a template over the size
// type, and evaluated two ways: over the static sizes of the types (the verifier, with every check PyTorch
// makes and int64 overflow caught) and over the sizes as affine expressions of the function's size symbols
// (edge-infer-dims: what the runtime evaluates at each execute). A rule returns the shape of each result.
// Where runtime-min needs a rule too (every op with a CPU kernel and a rule of its own), the rule is a C++11
// template in rules/SharedShapeRules.h, which the op's rule here calls with this file's ShapeContext.
//
//===----------------------------------------------------------------------===//
#ifndef EDGEC_DIALECTS_EDGE_SHAPERULES_H
#define EDGEC_DIALECTS_EDGE_SHAPERULES_H

#include "dialects/edge/EdgeDialect.h"

#include "llvm/Support/CheckedArithmetic.h"
#include "rules/SharedShapeRules.h"

#include <optional>

namespace edgec::edge {

/// A size of a static shape: an int64, or nothing once a computation overflowed int64 (sizes and
/// attributes come from the input and can be anything). runtime-min's, as the rules it shares.
using StaticSize = ::edge_shapes::CheckedSize;

/// A size of a dynamic shape: an affine expression over the function's size symbols.
class SymbolicSize {
public:
  SymbolicSize() = default;
  explicit SymbolicSize(mlir::AffineExpr e) : e(e) {}
  std::optional<int64_t> constant() const {
    if (auto c = llvm::dyn_cast<mlir::AffineConstantExpr>(e))
      return c.getValue();
    return std::nullopt;
  }
  mlir::AffineExpr expr() const { return e; }

  friend SymbolicSize operator+(SymbolicSize a, SymbolicSize b) { return SymbolicSize(a.e + b.e); }
  friend SymbolicSize operator-(SymbolicSize a, SymbolicSize b) { return SymbolicSize(a.e - b.e); }
  friend SymbolicSize operator*(SymbolicSize a, SymbolicSize b) { return SymbolicSize(a.e * b.e); }
  friend SymbolicSize operator+(SymbolicSize a, int64_t b) { return SymbolicSize(a.e + b); }
  friend SymbolicSize operator-(SymbolicSize a, int64_t b) { return SymbolicSize(a.e - b); }
  friend SymbolicSize operator*(SymbolicSize a, int64_t b) { return SymbolicSize(a.e * b); }
  SymbolicSize floorDiv(int64_t d) const { return SymbolicSize(e.floorDiv(d)); }
  SymbolicSize ceilDiv(int64_t d) const { return SymbolicSize(e.ceilDiv(d)); }
  bool operator==(const SymbolicSize &o) const { return e == o.e; }
  bool operator!=(const SymbolicSize &o) const { return !(*this == o); }

private:
  mlir::AffineExpr e;
};

/// "2,3,s0": sizes as diagnostics print them.
std::string formatDims(llvm::ArrayRef<StaticSize> dims);
/// Symbolic sizes by the symbols' names (`symbols`, the function's), else as s0, s1, ...
std::string formatDims(llvm::ArrayRef<SymbolicSize> dims, llvm::ArrayRef<SizeSymbol> symbols = {});

template <typename S> using Dims = llvm::SmallVector<S, 6>;
/// The shape of each result, in order.
template <typename S> using ResultDims = llvm::SmallVector<Dims<S>, 1>;

/// A strided read of a contiguous operand (permute, slice, select, expand, as_strided): result element c is
/// operand element offset + sum(c[d] * strides[d]).
template <typename S> using Layout = ::edge_shapes::StridedRead<S, Dims<S>>;

/// What a shape rule reads and how it reports, for one op and one size type. `Static` evaluates over the
/// types' sizes; `Symbolic` over each value's sizes as expressions (dimsOf), where the types hold the upper
/// bounds the static rule has already been checked at.
template <typename S> class ShapeContext {
public:
  static constexpr bool kStatic = std::is_same_v<S, StaticSize>;
  explicit ShapeContext(mlir::Operation *op) : op(op) {}
  mlir::Operation *getOp() const { return op; }

  S c(int64_t v) const {
    if constexpr (kStatic)
      return StaticSize(v);
    else
      return SymbolicSize(mlir::getAffineConstantExpr(v, op->getContext()));
  }
  /// The sizes of tensor or buffer `v`.
  Dims<S> dims(mlir::Value v) const {
    Dims<S> out;
    if constexpr (kStatic) {
      for (int64_t d : bound(v))
        out.push_back(c(d));
    } else {
      for (mlir::AffineExpr e : dimsOf(v))
        out.push_back(SymbolicSize(e));
    }
    return out;
  }
  /// The static sizes of `v`'s type: its upper bounds where it is dynamic.
  static llvm::ArrayRef<int64_t> bound(mlir::Value v) { return llvm::cast<mlir::ShapedType>(v.getType()).getShape(); }
  /// The least and greatest value `s` takes (its own for a static size), or nullopt if unknown.
  std::optional<std::pair<int64_t, int64_t>> range(const S &s) const {
    if constexpr (kStatic) {
      if (!s.constant())
        return std::nullopt;
      return std::make_pair(*s.constant(), *s.constant());
    } else {
      return sizeRange(s.expr(), sizeSymbols(op));
    }
  }
  /// An input the op rejects (the static rule checks what PyTorch checks).
  mlir::InFlightDiagnostic error(const llvm::Twine &message) const { return op->emitOpError(message); }
  /// A form the rule can compute statically but not over dynamic sizes.
  mlir::InFlightDiagnostic unsupported(const llvm::Twine &why) const {
    return op->emitOpError("cannot take dynamic sizes: ") << why;
  }
  /// True if sizes `a` and `b` are known to differ (two symbolic sizes that are not the same expression are
  /// taken as equal where the program says so: torch.export proved it, and the static rule checked the bounds).
  bool differ(const S &a, const S &b) const {
    if constexpr (kStatic)
      return a != b;
    else
      return a.constant() && b.constant() && *a.constant() != *b.constant();
  }
  /// True if `s` is a static size whose computation overflowed int64.
  bool overflowed(const S &s) const {
    if constexpr (kStatic)
      return s.overflowed();
    else
      return false;
  }
  // What runtime-min's shared rules (rules/SharedShapeRules.h) ask of a context.
  bool known(const S &s, int64_t *v) const {
    std::optional<int64_t> k = s.constant();
    if (k)
      *v = *k;
    return k.has_value();
  }
  template <typename... Parts> bool fail(const Parts &...parts) const {
    mlir::InFlightDiagnostic d = op->emitOpError();
    (append(d, parts), ...);
    return false;
  }
  template <typename... Parts> bool failDynamic(const Parts &...parts) const {
    mlir::InFlightDiagnostic d = op->emitOpError("cannot take dynamic sizes: ");
    (append(d, parts), ...);
    return false;
  }
  /// A slice of a dim of symbolic size: it must take the dim to its end or end below its least size, or
  /// the program's binding of the result gives the length.
  bool dynamicSlice(const S &size, int64_t dim, int64_t start, int64_t end, int64_t step, S *length,
                    int64_t *first) const;
  /// Index `index` lies inside a dim of symbolic size `size` at every size it can take.
  bool indexFits(const S &size, int64_t index) const {
    std::optional<std::pair<int64_t, int64_t>> r = range(size);
    if (!r || (index >= 0 ? index >= r->first : -index > r->first))
      return failDynamic("selects index ", index, " of a dynamic dimension that can be smaller");
    return true;
  }
  /// True if `s` is known to be `v`.
  static bool is(const S &s, int64_t v) { return s.constant() == v; }
  /// The number of results the op has (outs in out-variant form).
  size_t numResults() const {
    auto aten = llvm::cast<AtenOpInterface>(op);
    size_t n = aten.hasOutsForm() ? aten.getOuts().size() : op->getNumResults();
    return std::max<size_t>(n, 1);
  }
  /// `d` as the shape of every result (ops whose results share one shape: max_pool2d_with_indices).
  mlir::FailureOr<ResultDims<S>> every(mlir::FailureOr<Dims<S>> d) const {
    if (mlir::failed(d))
      return mlir::failure();
    return ResultDims<S>(numResults(), *d);
  }

private:
  template <typename T> void append(mlir::InFlightDiagnostic &d, const T &part) const {
    if constexpr (std::is_same_v<T, S> && std::is_same_v<S, SymbolicSize>)
      d << formatDims(llvm::ArrayRef<S>(part), sizeSymbols(op));
    else if constexpr (std::is_same_v<T, S>)
      d << formatDims(llvm::ArrayRef<S>(part));
    else
      d << part;
  }
  mlir::Operation *op;
};


/// The strided-read ops' layouts (permute, slice.Tensor, select.int, expand, as_strided), over either size
/// type; failure without an error for other ops.
mlir::FailureOr<Layout<StaticSize>> staticLayout(mlir::Operation *op);
mlir::FailureOr<Layout<SymbolicSize>> symbolicLayout(mlir::Operation *op);

/// Evaluations of a rule: over static sizes (an error if a size overflows int64) and over symbolic ones.
mlir::FailureOr<llvm::SmallVector<llvm::SmallVector<int64_t>>> staticShapes(mlir::Operation *op,
                                                                             mlir::FailureOr<ResultDims<StaticSize>> r);
mlir::FailureOr<llvm::SmallVector<llvm::SmallVector<mlir::AffineExpr>>>
symbolicShapes(mlir::FailureOr<ResultDims<SymbolicSize>> r);

/// The registry's generic rules: every result has the first tensor operand's shape; the tensor operands
/// broadcast together.
template <typename S> mlir::FailureOr<ResultDims<S>> sameRule(mlir::Operation *op, const ShapeContext<S> &cx);
template <typename S> mlir::FailureOr<ResultDims<S>> broadcastRule(mlir::Operation *op, const ShapeContext<S> &cx);

/// Defines an op's two shape evaluations from its one rule, `RULE(op, cx)` (a template over the size type).
#define EDGE_SHAPE_RULE(OP, RULE)                                                                                      \
  ::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<int64_t>>> OP::inferShapes() {                             \
    return ::edgec::edge::staticShapes(                                                                                \
        getOperation(), RULE(*this, ::edgec::edge::ShapeContext<::edgec::edge::StaticSize>(getOperation())));          \
  }                                                                                                                    \
  ::mlir::FailureOr<::llvm::SmallVector<::llvm::SmallVector<::mlir::AffineExpr>>> OP::inferResultDims() {              \
    return ::edgec::edge::symbolicShapes(                                                                              \
        RULE(*this, ::edgec::edge::ShapeContext<::edgec::edge::SymbolicSize>(getOperation())));                        \
  }

/// Binds a shared rule (edge_ops.py `shape="NAME"`) to every op that names it: `RULE(op, cx)` is a template
/// over the op class and the size type, which tells the ops apart by FamilyMember<Op>.
#define EDGE_SHAPE_RULE_FOR(NAME, RULE) EDGE_SHAPE_RULE_OPS_##NAME(EDGE_SHAPE_RULE, RULE)
} // namespace edgec::edge

#endif
