//===- RuntimeLimits.cpp - values the runtime cannot load ------------------===//
// Its own file: edge/runtime/Limits.h declares namespace ::edge, which the other passes' `edge::` (after
// `using namespace edgec`) would make ambiguous.
#include "passes/Passes.h"

#include "edge/runtime/Limits.h"

using namespace mlir;

/// Why the runtime's loader would reject a value of `type`, if it would.
static std::optional<std::string> runtimeLimitViolation(Type type) {
  namespace limits = ::edge::limits;
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank())
    return std::nullopt;
  std::string text;
  llvm::raw_string_ostream os(text);
  if (shaped.getRank() > limits::kMaxRank) {
    os << "has rank " << shaped.getRank() << "; the runtime takes tensors of rank <= " << limits::kMaxRank;
    return text;
  }
  int64_t numel = 1;
  for (int64_t d : shaped.getShape()) {
    if (d > limits::kMaxDimension) {
      os << "has a dimension of " << d << "; the runtime takes dimensions <= " << limits::kMaxDimension;
      return text;
    }
    // Both factors are <= 2^40 here, so the test itself cannot overflow.
    if (d > 0 && numel > limits::kMaxElements / d) {
      os << "of shape [" << edgec::edge::formatShape(shaped.getShape()) << "] has more than " << limits::kMaxElements
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
