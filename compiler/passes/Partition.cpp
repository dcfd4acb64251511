//===- Partition.cpp - assign edge ops to Vulkan or CPU partitions --------===//
#include "registry/OpTable.h"
#include "passes/Passes.h"

#include "edge/runtime/DeviceFeatures.h"

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

using edgec::edge::dtypeName;

/// Checks beyond the op table that both backends share: element types and attribute values the kernels
/// implement.
std::optional<std::string> commonLimits(Operation *op, const OpTableRow &row) {
  SmallVector<StringRef> dtypes, dataDtypes;
  row.dtypes.split(dtypes, ' ');
  row.dataDtypes.split(dataDtypes, ' ');
  for (ShapedType t : tensorTypes(op))
    if (!llvm::is_contained(dtypes, dtypeName(t.getElementType())))
      return (row.atenName + " takes " + row.dtypes + " tensors, not " + dtypeName(t.getElementType())).str();
  if (op->getNumOperands())
    if (Type data = cast<ShapedType>(op->getOperand(0).getType()).getElementType();
        !llvm::is_contained(dataDtypes, dtypeName(data)))
      return (row.atenName + " takes " + row.dataDtypes + " data, not " + dtypeName(data)).str();
  if (!row.noKernelWhen.empty())
    if (auto flag = op->getAttrOfType<BoolAttr>(row.noKernelWhen); flag && flag.getValue())
      return row.noKernelWhy.str();
  return std::nullopt;
}
} // namespace

uint32_t edgec::storageFeatures(Type t) {
  if (t.isF16() || t.isBF16() || t.isInteger(16))
    return ::edge::kStorageBuffer16BitAccess | ::edge::kShaderInt16;
  if (t.isInteger(8) || t.isInteger(1))
    return ::edge::kStorageBuffer8BitAccess | ::edge::kShaderInt8;
  return 0;
}

bool edgec::hasNativeInt64(uint32_t features) {
  return features & ::edge::kShaderInt64;
}

std::string edgec::unknownVulkanFeaturesMessage(StringRef spec) {
  return "unknown --vulkan-features '" + spec.str() + "': expected a comma-separated list of all, none, " +
         ::edge::deviceFeatureNames(~0u) + " (-NAME removes one)";
}

FailureOr<uint32_t> edgec::parseVulkanFeatures(StringRef spec) {
  uint32_t all = 0, bits = 0;
  for (const ::edge::DeviceFeatureInfo &f : ::edge::kDeviceFeatures)
    all |= f.bit;
  SmallVector<StringRef> items;
  spec.split(items, ',');
  for (StringRef item : items) {
    item = item.trim();
    bool remove = item.consume_front("-");
    item = item.trim();
    uint32_t named = 0;
    if (item == "all")
      named = all;
    else if (item == "none" || (item.empty() && !remove && items.size() == 1))
      named = 0;
    else {
      for (const ::edge::DeviceFeatureInfo &f : ::edge::kDeviceFeatures)
        if (item == f.name)
          named = f.bit;
      if (!named)
        return failure();
    }
    bits = remove ? bits & ~named : bits | named;
  }
  return bits;
}

std::optional<std::string> edgec::unsupportedReason(Operation *op, StringRef target, uint32_t vulkanFeatures,
                                                    int64_t maxStorageBufferRange) {
  auto aten = dyn_cast<edgec::edge::AtenOpInterface>(op);
  if (!aten)
    return std::string("not an edge ATen op");
  const OpTableRow *row = lookupOp(aten.getAtenName());
  if (!row)
    return (aten.getAtenName() + " is missing from the op table").str();
  if (target == edgec::edge::kTargetVulkan && row->dataRows)
    return std::string("its row count is found in the data on the host, mid-program");
  if (target == edgec::edge::kTargetVulkan && row->vulkanFamily.empty())
    return std::string("no Vulkan shader for ") + row->atenName.str();
  if (target == edgec::edge::kTargetCpu && !row->cpu)
    return std::string("no portable CPU kernel for ") + row->atenName.str();
  if (std::optional<std::string> limit = commonLimits(op, *row))
    return limit;
  if (target == edgec::edge::kTargetVulkan)
    for (ShapedType t : tensorTypes(op)) {
      if (uint32_t missing = storageFeatures(t.getElementType()) & ~vulkanFeatures)
        return dtypeName(t.getElementType()) + " tensors need the device features " +
               ::edge::deviceFeatureNames(missing) + ", which --vulkan-features leaves out";
      if (t.getRank() > edgec::edge::kMaxVulkanRank)
        return "Vulkan shaders take tensors of rank <= " + std::to_string(edgec::edge::kMaxVulkanRank);
      // The device refuses to bind a larger buffer (runtime-min checks it at load): run the op on the CPU.
      if (t.hasStaticShape() && edgec::edge::byteSize(t) > maxStorageBufferRange)
        return "a buffer of " + std::to_string(edgec::edge::byteSize(t)) +
               " bytes exceeds the target's maxStorageBufferRange of " + std::to_string(maxStorageBufferRange) +
               " (--vulkan-max-storage-buffer-range)";
    }
  return std::nullopt;
}

namespace {
struct EdgePartitionPass : edgec::impl::EdgePartitionBase<EdgePartitionPass> {
  using EdgePartitionBase::EdgePartitionBase;

  void runOnOperation() override {
    if (target != edgec::edge::kTargetVulkan && target != edgec::edge::kTargetCpu) {
      getOperation().emitError("unknown target '") << target << "': expected vulkan or cpu";
      return signalPassFailure();
    }
    FailureOr<uint32_t> features = parseVulkanFeatures(vulkanFeatures);
    if (failed(features)) {
      mlir::emitError(getOperation().getLoc(), unknownVulkanFeaturesMessage(vulkanFeatures));
      return signalPassFailure();
    }
    if (maxStorageBufferRange <= 0) {
      mlir::emitError(getOperation().getLoc(), "max-storage-buffer-range must be positive, not ")
          << maxStorageBufferRange;
      return signalPassFailure();
    }
    if (failed(checkRuntimeLimits(getOperation())))
      return signalPassFailure();
    Builder b(&getContext());
    int64_t partition = -1;
    StringRef previous;
    bool previousInPrologue = false, ok = true;
    // Ops that fall back to the CPU kernels on a Vulkan target, per op kind and reason: the count and the
    // first location, reported as one remark each.
    struct Fallback {
      StringRef name;
      std::string reason;
      unsigned count;
      Operation *first;
    };
    std::vector<Fallback> fallbacks;
    getOperation().walk([&](edgec::edge::AtenOpInterface op) {
      if (op->hasTrait<edgec::edge::ViewOpTrait>())
        return; // views are aliases, not kernels: they belong to no partition
      StringRef chosen;
      std::optional<std::string> vulkanWhyNot =
          target == edgec::edge::kTargetVulkan
              ? unsupportedReason(op, edgec::edge::kTargetVulkan, *features, maxStorageBufferRange)
              : std::string("--target=cpu");
      std::optional<std::string> cpuWhyNot = unsupportedReason(op, edgec::edge::kTargetCpu);
      if (!vulkanWhyNot)
        chosen = edgec::edge::kTargetVulkan;
      else if (!cpuWhyNot)
        chosen = edgec::edge::kTargetCpu;
      else {
        op->emitError("unsupported op '") << op->getName() << "': Vulkan: " << *vulkanWhyNot << "; CPU: " << *cpuWhyNot;
        ok = false;
        return;
      }
      if (chosen == edgec::edge::kTargetCpu && target == edgec::edge::kTargetVulkan) {
        auto same = [&](const Fallback &f) { return f.name == op.getAtenName() && f.reason == *vulkanWhyNot; };
        auto it = llvm::find_if(fallbacks, same);
        if (it == fallbacks.end())
          fallbacks.push_back({op.getAtenName(), *vulkanWhyNot, 1, op});
        else
          ++it->count;
      }
      // The prologue (edge-hoist-prologue) is first; runtime-min skips its partitions at an execute whose sizes
      // are the last one's, so none of them holds an op after it.
      const bool inPrologue = op->hasAttr(edgec::edge::attr::kPrologue);
      if (inPrologue && partition >= 0 && !previousInPrologue) {
        op->emitError("a prologue op (edge.prologue) after ops that are not: edge-hoist-prologue puts the "
                      "prologue first");
        ok = false;
        return;
      }
      if (chosen != previous || inPrologue != previousInPrologue)
        ++partition;
      previous = chosen;
      previousInPrologue = inPrologue;
      op->setAttr(edgec::edge::attr::kTarget, b.getStringAttr(chosen));
      op->setAttr(edgec::edge::attr::kPartition, b.getI64IntegerAttr(partition));
    });
    if (!ok)
      return signalPassFailure();
    // The report names the op and why; the op's IR would only repeat the source line the remark points at.
    MLIRContext *context = &getContext();
    bool printOp = context->shouldPrintOpOnDiagnostic();
    context->printOpOnDiagnostic(false);
    for (const Fallback &f : fallbacks)
      f.first->emitRemark("'") << f.name << "' (" << f.count << (f.count == 1 ? " use" : " uses")
                               << ") runs on the CPU kernels, not on Vulkan: " << f.reason;
    context->printOpOnDiagnostic(printOp);
  }
};
} // namespace
