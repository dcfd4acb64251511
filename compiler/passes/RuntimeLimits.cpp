//===- RuntimeLimits.cpp - values the runtime cannot load ------------------===//
#include "passes/Passes.h"

#include "edge/runtime/Limits.h"

using namespace mlir;

/// Why the runtime's loader would reject a value of `type`, if it would.
static std::optional<std::string> runtimeLimitViolation(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank())
    return std::nullopt;
  std::string text;
  llvm::raw_string_ostream os(text);
  if (shaped.getRank() > EDGE_MAX_RANK) {
    os << "has rank " << shaped.getRank() << "; the runtime takes tensors of rank <= " << EDGE_MAX_RANK;
    return text;
  }
  int64_t numel = 1;
  for (int64_t d : shaped.getShape()) {
    if (d > EDGE_MAX_DIMENSION) {
      os << "has a dimension of " << d << "; the runtime takes dimensions <= " << EDGE_MAX_DIMENSION;
      return text;
    }
    // Both factors are <= 2^40 here, so the test itself cannot overflow.
    if (d > 0 && numel > EDGE_MAX_ELEMENTS / d) {
      os << "of shape [" << edgec::edge::formatShape(shaped.getShape()) << "] has more than " << EDGE_MAX_ELEMENTS
         << " elements, the most the runtime takes";
      return text;
    }
    numel *= std::max<int64_t>(d, 0);
  }
  return std::nullopt;
}

LogicalResult edgec::checkRuntimeLimits(func::FuncOp func) {
  for (BlockArgument arg : func.getArguments())
    if (std::optional<std::string> why = runtimeLimitViolation(arg.getType()))
      return func.emitOpError("argument #") << arg.getArgNumber() << " " << *why;
  WalkResult walk = func.walk([](Operation *op) {
    for (OpResult result : op->getResults())
      if (std::optional<std::string> why = runtimeLimitViolation(result.getType())) {
        op->emitOpError("result #") << result.getResultNumber() << " " << *why;
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}
