//===- InferDims.cpp - sizes of a dynamic-shape program over its symbols --===//
#include "registry/OpTable.h"
#include "passes/Passes.h"

namespace edgec {
#define GEN_PASS_DEF_EDGEINFERDIMS
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

bool edgec::findsRowsInData(Operation *op) {
  auto aten = dyn_cast<edge::AtenOpInterface>(op);
  const OpTableRow *row = aten ? lookupOp(aten.getAtenName()) : nullptr;
  return row && row->dataRows;
}

namespace {
struct EdgeInferDimsPass : edgec::impl::EdgeInferDimsBase<EdgeInferDimsPass> {
  LogicalResult run(func::FuncOp func) {
    SmallVector<edge::SizeSymbol> symbols = edge::sizeSymbols(func);
    SmallVector<edge::BindShapeOp> binds;
    func.walk([&](edge::BindShapeOp op) { binds.push_back(op); });
    llvm::DenseMap<Value, AffineMap> bound;
    for (edge::BindShapeOp bind : binds) {
      if (bind.getShape().getNumSymbols() != symbols.size())
        return bind.emitOpError("binds a shape over ")
               << bind.getShape().getNumSymbols() << " symbols; the function has " << symbols.size();
      auto [it, inserted] = bound.try_emplace(bind.getOperand(), bind.getShape());
      // Ops that differ only in their dynamic sizes look alike at the upper bounds and may have been merged
      // (CSE): their bindings then disagree, and one op cannot compute both.
      if (!inserted && it->second != bind.getShape())
        return bind.emitOpError("binds a value already bound to another shape: ops that differ only in "
                                "their dynamic sizes are not supported yet");
    }
    // Each size must stay within the static type, the upper bound memory is planned for.
    auto record = [&](Value v, ArrayRef<AffineExpr> given, Location loc) -> LogicalResult {
      ArrayRef<int64_t> shape = cast<ShapedType>(v.getType()).getShape();
      // Simplified, so that sizes that are one expression compare equal (t + (32 - t) is 32: a static size).
      SmallVector<AffineExpr> dims;
      for (AffineExpr e : given)
        dims.push_back(simplifyAffineExpr(e, 0, symbols.size()));
      for (auto [i, e] : llvm::enumerate(dims)) {
        std::optional<std::pair<int64_t, int64_t>> range = edge::sizeRange(e, symbols);
        if (!range || range->first < 0 || range->second > shape[i])
          return emitError(loc, "size #") << i << " (" << edge::formatSize(e, symbols) << ") ranges beyond [0, " << shape[i]
                                          << "], the static size the memory plan allows";
      }
      edge::setDims(v, dims, symbols.size());
      return success();
    };
    // Sizes already recorded (a module past this pass) must be over these symbols.
    WalkResult stale = func.walk([&](Operation *op) -> WalkResult {
      auto list = op->getAttrOfType<ArrayAttr>(edge::attr::kDims);
      for (Attribute a : list ? list.getValue() : ArrayRef<Attribute>())
        if (auto map = dyn_cast<AffineMapAttr>(a); map && map.getValue().getNumSymbols() != symbols.size())
          return op->emitOpError("has sizes over ") << map.getValue().getNumSymbols() << " symbols; the function has "
                                                    << symbols.size();
      return WalkResult::advance();
    });
    if (stale.wasInterrupted())
      return failure();
    for (BlockArgument arg : func.getArguments())
      if (auto map = func.getArgAttrOfType<AffineMapAttr>(arg.getArgNumber(), edge::attr::kDims);
          map && map.getValue().getNumSymbols() != symbols.size())
        return func.emitError("argument #") << arg.getArgNumber() << " has sizes over the wrong symbols";
    SmallVector<bool> solvable(symbols.size(), false);
    for (BlockArgument arg : func.getArguments())
      if (auto it = bound.find(arg); it != bound.end()) {
        if (failed(record(arg, it->second.getResults(), func.getLoc())))
          return failure();
        for (AffineExpr e : it->second.getResults())
          if (auto s = dyn_cast<AffineSymbolExpr>(e))
            solvable[s.getPosition()] = true;
      }
    // A row count found in the data (nonzero's) is a symbol of its own, which the runtime takes from the
    // op's CPU kernel: the op's result must be bound with that symbol as its dim 0.
    WalkResult rows = func.walk([&](Operation *op) -> WalkResult {
      if (!findsRowsInData(op) || op->getNumResults() == 0) // out-variant forms are past this pass
        return WalkResult::advance();
      auto it = bound.find(op->getResult(0));
      auto s = it == bound.end() ? nullptr : dyn_cast<AffineSymbolExpr>(it->second.getResult(0));
      if (!s) {
        op->emitOpError("finds its row count in the data: its result needs a size symbol of its own as dim 0 (a "
                        "torch.symbolic_int bound to it, as torch.export writes it)");
        return WalkResult::interrupt();
      }
      if (solvable[s.getPosition()]) {
        op->emitOpError("row count ") << symbols[s.getPosition()].name
                                      << " is also an input's dimension or another op's row count";
        return WalkResult::interrupt();
      }
      solvable[s.getPosition()] = true;
      return WalkResult::advance();
    });
    if (rows.wasInterrupted())
      return failure();
    // The runtime takes every other symbol's value from an input dimension that is exactly that symbol.
    for (auto [i, ok] : llvm::enumerate(solvable))
      if (!ok)
        return func.emitError("dynamic size ") << symbols[i].name
                                               << " is no input's dimension by itself (a derived size such as "
                                                  "2 * s0 is not supported yet)";
    WalkResult walk = func.walk([&](Operation *op) -> WalkResult {
      if (isa<edge::BindShapeOp>(op) || op->getNumResults() == 0 || !isa<ShapedType>(op->getResult(0).getType()))
        return WalkResult::advance();
      std::optional<SmallVector<SmallVector<AffineExpr>>> inferred;
      for (OpResult r : op->getResults()) {
        if (auto it = bound.find(r); it != bound.end()) {
          // A dynamic value the compiler made a constant (a folded slice of a weight, a splat of a dynamic
          // shape) would keep its upper-bound shape at run time.
          if (!isa<edge::AtenOpInterface>(op) &&
              llvm::any_of(it->second.getResults(), [](AffineExpr e) { return !isa<AffineConstantExpr>(e); })) {
            op->emitOpError("computes a value of dynamic shape at compile time (folded from constants): not "
                            "supported yet");
            return WalkResult::interrupt();
          }
          if (failed(record(r, it->second.getResults(), op->getLoc())))
            return WalkResult::interrupt();
          continue;
        }
        if (!inferred) {
          FailureOr<SmallVector<SmallVector<AffineExpr>>> dims = edge::inferDims(op);
          if (failed(dims))
            return WalkResult::interrupt();
          inferred = std::move(*dims);
        }
        if (failed(record(r, (*inferred)[r.getResultNumber()], op->getLoc())))
          return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    for (edge::BindShapeOp bind : binds)
      bind.erase();
    // What only a binding used is dead now.
    SmallVector<Operation *> ops;
    func.walk([&](Operation *op) { ops.push_back(op); });
    for (Operation *op : llvm::reverse(ops))
      if (isOpTriviallyDead(op))
        op->erase();
    return success();
  }

  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (failed(run(func)))
        return signalPassFailure();
  }
};
} // namespace
