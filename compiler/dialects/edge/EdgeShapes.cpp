//===- EdgeShapes.cpp - the generic shape rules and their evaluation ------===//
//
// One rule per op (or per family of ops: edge_ops.py `shape`), a template over the size type (ShapeRules.h):
// evaluated over static sizes it is the verifier's (with PyTorch's checks, so torch-to-edge reports a shape
// mismatch in the input at the op's location), over symbolic sizes edge-infer-dims' (what the runtime
// evaluates for dynamic shapes). Where an op takes a form over static sizes that it cannot over dynamic ones,
// its rule says so, once. This file holds the registry's generic rules (same, broadcast) and the evaluation;
// the families' rules are in Shapes*.cpp beside it.
//
//===----------------------------------------------------------------------===//
#include "dialects/edge/ShapeRuleHelpers.h"

using namespace mlir;

namespace edgec::edge {
using namespace rules;

template <typename S> FailureOr<ResultDims<S>> sameRule(Operation *op, const ShapeContext<S> &cx) {
  return cx.every(cx.dims(cast<AtenOpInterface>(op).getInputs()[0]));
}

template <typename S> FailureOr<ResultDims<S>> broadcastRule(Operation *op, const ShapeContext<S> &cx) {
  Shape<S> shape = Dims<S>();
  for (Value in : cast<AtenOpInterface>(op).getInputs())
    if (failed(shape = broadcast<S>(cx, *shape, cx.dims(in))))
      return failure();
  return cx.every(shape);
}
template FailureOr<ResultDims<StaticSize>> sameRule(Operation *, const ShapeContext<StaticSize> &);
template FailureOr<ResultDims<SymbolicSize>> sameRule(Operation *, const ShapeContext<SymbolicSize> &);
template FailureOr<ResultDims<StaticSize>> broadcastRule(Operation *, const ShapeContext<StaticSize> &);
template FailureOr<ResultDims<SymbolicSize>> broadcastRule(Operation *, const ShapeContext<SymbolicSize> &);

std::string formatDims(ArrayRef<StaticSize> dims) {
  std::string s;
  for (auto [i, d] : llvm::enumerate(dims))
    s += (i ? "," : "") + (d.constant() ? std::to_string(*d.constant()) : std::string("?"));
  return s;
}

std::string formatDims(ArrayRef<SymbolicSize> dims, ArrayRef<SizeSymbol> symbols) {
  std::string s;
  for (auto [i, d] : llvm::enumerate(dims))
    s += (i ? "," : "") + formatSize(d.expr(), symbols);
  return s;
}

FailureOr<SmallVector<SmallVector<int64_t>>> staticShapes(Operation *op, FailureOr<ResultDims<StaticSize>> r) {
  if (failed(r))
    return failure();
  SmallVector<SmallVector<int64_t>> out;
  for (const Dims<StaticSize> &dims : *r) {
    SmallVector<int64_t> &shape = out.emplace_back();
    for (StaticSize d : dims) {
      if (d.overflowed())
        return op->emitOpError("output shape overflows int64");
      shape.push_back(*d.constant());
    }
  }
  return out;
}

FailureOr<SmallVector<SmallVector<AffineExpr>>> symbolicShapes(FailureOr<ResultDims<SymbolicSize>> r) {
  if (failed(r))
    return failure();
  SmallVector<SmallVector<AffineExpr>> out;
  for (const Dims<SymbolicSize> &dims : *r)
    out.emplace_back(llvm::map_range(dims, [](SymbolicSize d) { return d.expr(); }));
  return out;
}

//===----------------------------------------------------------------------===//
// Elementwise ops with a custom rule
//===----------------------------------------------------------------------===//

template <typename S> static Results<S> hardtanhRule(HardtanhOp op, const ShapeContext<S> &cx) {
  // PyTorch refuses this too ("min_val cannot be greater than max_val"), and so does the CPU kernel.
  double lo = scalarValue(op.getMinValAttr()), hi = scalarValue(op.getMaxValAttr());
  if (lo > hi)
    return cx.error("min_val ") << lo << " is greater than max_val " << hi;
  return cx.every(cx.dims(op.getSelf()));
}
EDGE_SHAPE_RULE(HardtanhOp, hardtanhRule)
} // namespace edgec::edge
