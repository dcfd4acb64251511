//===- Partition.cpp - assign edge ops to Vulkan or CPU partitions --------===//
#include "dialects/OpTable.h"
#include "passes/Passes.h"

namespace edgec {
#define GEN_PASS_DEF_EDGEPARTITION
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
SmallVector<ShapedType> tensorTypes(Operation *op) {
  SmallVector<ShapedType> types;
  for (Type t : op->getOperandTypes())
    types.push_back(cast<ShapedType>(t));
  for (Type t : op->getResultTypes())
    types.push_back(cast<ShapedType>(t));
  return types;
}

/// Checks beyond the op table that both backends share: element types and attribute values the kernels
/// implement.
std::optional<std::string> commonLimits(Operation *op) {
  for (ShapedType t : tensorTypes(op))
    if (!t.getElementType().isF32()) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "only f32 tensors are implemented, got " << t.getElementType();
      return text;
    }
  if (auto conv = dyn_cast<edge::ConvolutionOp>(op); conv && conv.getTransposed())
    return std::string("transposed convolution has no kernel yet");
  return std::nullopt;
}
} // namespace

std::optional<std::string> edgec::unsupportedReason(Operation *op, StringRef target) {
  auto aten = dyn_cast<edge::AtenOpInterface>(op);
  if (!aten)
    return std::string("not an edge ATen op");
  const OpTableRow *row = lookupOp(aten.getAtenName());
  if (!row)
    return (aten.getAtenName() + " is missing from the op table").str();
  if (target == edge::kTargetVulkan && row->vulkanFamily.empty())
    return std::string("no Vulkan shader for ") + row->atenName.str();
  if (target == edge::kTargetCpu && !row->cpu)
    return std::string("no portable CPU kernel for ") + row->atenName.str();
  if (std::optional<std::string> limit = commonLimits(op))
    return limit;
  if (target == edge::kTargetVulkan)
    for (ShapedType t : tensorTypes(op)) {
      if (t.getRank() > edge::kMaxVulkanRank)
        return "Vulkan shaders take tensors of rank <= " + std::to_string(edge::kMaxVulkanRank);
      // A dispatch binds every operand as a buffer, and Vulkan has no empty buffers.
      if (llvm::is_contained(t.getShape(), 0))
        return std::string("a Vulkan dispatch cannot bind a zero-element tensor");
    }
  return std::nullopt;
}

namespace {
struct EdgePartitionPass : edgec::impl::EdgePartitionBase<EdgePartitionPass> {
  using EdgePartitionBase::EdgePartitionBase;

  void runOnOperation() override {
    if (target != edge::kTargetVulkan && target != edge::kTargetCpu) {
      getOperation().emitError("unknown target '") << target << "': expected vulkan or cpu";
      return signalPassFailure();
    }
    if (failed(checkRuntimeLimits(getOperation())))
      return signalPassFailure();
    Builder b(&getContext());
    int64_t partition = -1;
    StringRef previous;
    bool ok = true;
    getOperation().walk([&](edge::AtenOpInterface op) {
      if (op->hasTrait<edge::ViewOpTrait>())
        return; // views are aliases, not kernels: they belong to no partition
      StringRef chosen;
      std::optional<std::string> vulkanWhyNot =
          target == edge::kTargetVulkan ? unsupportedReason(op, edge::kTargetVulkan) : std::string("--target=cpu");
      std::optional<std::string> cpuWhyNot = unsupportedReason(op, edge::kTargetCpu);
      if (!vulkanWhyNot)
        chosen = edge::kTargetVulkan;
      else if (!cpuWhyNot)
        chosen = edge::kTargetCpu;
      else {
        op->emitError("unsupported op '") << op->getName() << "': Vulkan: " << *vulkanWhyNot << "; CPU: " << *cpuWhyNot;
        ok = false;
        return;
      }
      if (chosen != previous)
        ++partition;
      previous = chosen;
      op->setAttr(edge::attr::kTarget, b.getStringAttr(chosen));
      op->setAttr(edge::attr::kPartition, b.getI64IntegerAttr(partition));
    });
    if (!ok)
      signalPassFailure();
  }
};
} // namespace
