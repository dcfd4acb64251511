//===- HoistPrologue.cpp - what depends on constants and sizes alone, first ----===//
//
// Kernel ops whose operands are constants or results of such ops compute the same values at every execute
// at one set of sizes: a dynamic program's positions, masks and counts made from its sizes (what a static
// export folds to constants). They move to the top of the function as its prologue (edge-hoist-prologue in
// Passes.td), which runtime-min runs only when the sizes change.
//===----------------------------------------------------------------------===//
#include "passes/Passes.h"
#include "registry/OpTable.h"

#include "llvm/ADT/SetVector.h"

namespace edgec {
#define GEN_PASS_DEF_EDGEHOISTPROLOGUE
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
struct EdgeHoistProloguePass : edgec::impl::EdgeHoistPrologueBase<EdgeHoistProloguePass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>())
      hoist(func);
  }

  static void hoist(func::FuncOp func) {
    if (func.getBody().empty())
      return;
    Block &body = func.getBody().front();
    // A count found in the data sizes what follows it: nothing is computed ahead of it.
    for (Operation &op : body)
      if (auto aten = dyn_cast<edge::AtenOpInterface>(op))
        if (const OpTableRow *row = lookupOp(aten.getAtenName()); row && row->dataRows)
          return;
    // The values the program returns and what they view: the caller may bind an output to its own memory
    // between executes, so what writes one runs at every execute.
    llvm::DenseSet<Value> returned;
    SmallVector<Value> pending(body.getTerminator()->getOperands());
    while (!pending.empty()) {
      Value v = pending.pop_back_val();
      if (!returned.insert(v).second)
        continue;
      if (Operation *def = v.getDefiningOp(); def && def->hasTrait<edge::ViewOpTrait>())
        pending.append(def->operand_begin(), def->operand_end());
    }
    llvm::DenseSet<Value> available; // constants and the prologue's results
    llvm::SetVector<Operation *> constants, prologue;
    bool anyKernel = false;
    for (Operation &op : body) {
      if (op.hasTrait<OpTrait::ConstantLike>() && op.getNumOperands() == 0) {
        available.insert(op.result_begin(), op.result_end());
        continue;
      }
      if (!isa<edge::AtenOpInterface>(op) || !isMemoryEffectFree(&op) || op.getNumRegions())
        continue;
      if (!llvm::all_of(op.getOperands(), [&](Value v) { return available.contains(v); }) ||
          llvm::any_of(op.getResults(), [&](Value v) { return returned.contains(v); }))
        continue;
      for (Value v : op.getOperands())
        if (Operation *def = v.getDefiningOp(); def && !prologue.contains(def))
          constants.insert(def);
      prologue.insert(&op);
      available.insert(op.result_begin(), op.result_end());
      anyKernel |= !op.hasTrait<edge::ViewOpTrait>();
    }
    if (!anyKernel)
      return;
    // Constants first (they have no operands), then the prologue in its order, all before the first op that
    // stays where it is: each op still follows what it reads.
    auto moved = [&](Operation &op) { return constants.contains(&op) || prologue.contains(&op); };
    Operation *anchor = &*llvm::find_if(body, [&](Operation &op) { return !moved(op); });
    for (Operation *op : llvm::concat<Operation *const>(constants, prologue))
      op->moveBefore(anchor);
    for (Operation *op : prologue)
      if (!op->hasTrait<edge::ViewOpTrait>())
        op->setAttr(edge::attr::kPrologue, UnitAttr::get(op->getContext()));
  }
};
} // namespace
