//===- MemoryPlan.cpp - lifetimes -> arena offsets ------------------------===//
#include "codegen/Passes.h"

namespace edgec {
#define GEN_PASS_DEF_EDGEMEMORYPLAN
#include "codegen/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
// Vulkan requires storage-buffer offsets aligned to minStorageBufferOffsetAlignment, which the spec caps at
// 256: buffers and constants alike (constants are bound as storage buffers too).
constexpr int64_t kArenaAlignment = 256;
constexpr int64_t kConstantAlignment = 256;

int64_t alignTo(int64_t v, int64_t a) { return (v + a - 1) / a * a; }

/// A buffer to place: a function argument or a memref.alloc, with every alias folded in.
struct Buffer {
  Value value;
  int64_t size = 0;
  int64_t start = 0, end = 0; // first and last op index that touches it (inclusive)
  bool hostCopy = false;      // the host touches it: input, output or CPU kernel operand
  bool deviceCopy = false;    // a Vulkan kernel touches it
  bool prologue = false, afterPrologue = false; // touched by the prologue's ops, by the others
  int64_t hostOffset = -1, deviceOffset = -1;
};

/// Greedy placement in one arena: largest first, each at the lowest aligned offset that does not overlap
/// a placed buffer whose lifetime overlaps. `offsetOf` selects the copy being placed. Returns the size.
int64_t place(SmallVector<Buffer *> buffers, int64_t Buffer::*offsetOf) {
  llvm::stable_sort(buffers, [](Buffer *a, Buffer *b) { return a->size > b->size; });
  SmallVector<Buffer *> placed;
  int64_t arenaSize = 0;
  for (Buffer *buf : buffers) {
    SmallVector<std::pair<int64_t, int64_t>> busy; // [begin, end) byte ranges of live neighbours
    for (Buffer *other : placed)
      if (other->start <= buf->end && buf->start <= other->end)
        busy.push_back({other->*offsetOf, other->*offsetOf + other->size});
    llvm::sort(busy);
    int64_t offset = 0;
    for (auto [begin, end] : busy) {
      if (offset + buf->size <= begin)
        break;
      offset = std::max(offset, alignTo(end, kArenaAlignment));
    }
    buf->*offsetOf = offset;
    arenaSize = std::max(arenaSize, alignTo(offset + buf->size, kArenaAlignment));
    placed.push_back(buf);
  }
  return arenaSize;
}

struct EdgeMemoryPlanPass : edgec::impl::EdgeMemoryPlanBase<EdgeMemoryPlanPass> {
  /// Buffers of `func` -> offsets in the host and device arenas; `constantSize` is the module's segment.
  LogicalResult plan(func::FuncOp func, int64_t constantSize) {
    Block &block = func.getBody().front();
    llvm::DenseMap<Operation *, int64_t> index;
    int64_t n = 0;
    for (Operation &op : block)
      index[&op] = ++n;
    const int64_t kEnd = n + 1;

    std::vector<Buffer> buffers;
    llvm::DenseMap<Value, size_t> rootOf; // value (buffer or alias) -> buffer index
    auto addBuffer = [&](Value v, int64_t start, int64_t end) {
      Buffer buf;
      buf.value = v;
      buf.size = edge::byteSize(cast<MemRefType>(v.getType()));
      buf.start = start;
      buf.end = end;
      rootOf[v] = buffers.size();
      buffers.push_back(buf);
    };
    for (BlockArgument arg : block.getArguments()) {
      if (!isa<MemRefType>(arg.getType()))
        return func.emitError("memory planning expects memref arguments (run edge-out-variants first)");
      // Written by the host and kept intact for the whole program: execute() may run again on the same inputs.
      addBuffer(arg, 0, kEnd);
      buffers.back().hostCopy = true;
    }
    for (Operation &op : block) {
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        if (!alloc.getType().hasStaticShape())
          return alloc.emitError("memory planning needs static shapes");
        addBuffer(alloc, kEnd, 0); // an empty lifetime until its uses, not the alloc op, extend it
        continue;
      }
      if (auto cast = dyn_cast<memref::ReinterpretCastOp>(op)) {
        auto it = rootOf.find(cast.getSource());
        if (it != rootOf.end())
          rootOf[cast.getResult()] = it->second;
        continue;
      }
      bool vulkan = false; // else the host touches the operands: a CPU kernel, or the return
      if (auto target = op.getAttrOfType<StringAttr>(edge::attr::kTarget))
        vulkan = target.getValue() == edge::kTargetVulkan;
      const bool inPrologue = op.hasAttr(edge::attr::kPrologue);
      for (Value v : op.getOperands()) {
        auto it = rootOf.find(v);
        if (it == rootOf.end())
          continue;
        Buffer &buf = buffers[it->second];
        buf.end = isa<func::ReturnOp>(op) ? kEnd : std::max(buf.end, index[&op]);
        buf.start = std::min(buf.start, index[&op]);
        (vulkan ? buf.deviceCopy : buf.hostCopy) = true; // a Vulkan kernel, or a CPU kernel or the caller
        (inPrologue ? buf.prologue : buf.afterPrologue) = true;
      }
    }
    // What the prologue writes for the ops after it stays intact until the sizes change: runtime-min runs the
    // prologue only then.
    for (Buffer &buf : buffers)
      if (buf.prologue && buf.afterPrologue)
        buf.end = kEnd;
    SmallVector<Buffer *> host, device;
    for (Buffer &buf : buffers) {
      if (!buf.hostCopy && !buf.deviceCopy)
        buf.hostCopy = true; // written and never read: keep it somewhere the kernel can write
      if (buf.hostCopy)
        host.push_back(&buf);
      if (buf.deviceCopy)
        device.push_back(&buf);
    }
    int64_t hostSize = place(host, &Buffer::hostOffset), deviceSize = place(device, &Buffer::deviceOffset);

    Builder b(func.getContext());
    for (Buffer &buf : buffers) {
      SmallVector<NamedAttribute> attrs;
      if (buf.hostCopy)
        attrs.push_back(b.getNamedAttr(edge::attr::kHostOffset, b.getI64IntegerAttr(buf.hostOffset)));
      if (buf.deviceCopy)
        attrs.push_back(b.getNamedAttr(edge::attr::kDeviceOffset, b.getI64IntegerAttr(buf.deviceOffset)));
      for (NamedAttribute attr : attrs) {
        if (auto arg = dyn_cast<BlockArgument>(buf.value))
          func.setArgAttr(arg.getArgNumber(), attr.getName(), attr.getValue());
        else
          buf.value.getDefiningOp()->setAttr(attr.getName(), attr.getValue());
      }
    }

    func->setAttr(edge::attr::kArenaSizes,
                  b.getDictionaryAttr({b.getNamedAttr(edge::kArenaConstant, b.getI64IntegerAttr(constantSize)),
                                       b.getNamedAttr(edge::kArenaDevice, b.getI64IntegerAttr(deviceSize)),
                                       b.getNamedAttr(edge::kArenaHost, b.getI64IntegerAttr(hostSize))}));
    return success();
  }

  /// The module's constant segment: one aligned slot per global a function reads, in order of first use.
  FailureOr<int64_t> planConstants(ModuleOp module) {
    Builder b(module.getContext());
    SymbolTable symbols(module);
    int64_t size = 0;
    WalkResult walk = module.walk([&](memref::GetGlobalOp get) {
      auto global = symbols.lookup<memref::GlobalOp>(get.getName());
      if (!global) {
        get.emitError("unknown global ") << get.getName();
        return WalkResult::interrupt();
      }
      if (!global->hasAttr(edge::attr::kConstantOffset)) {
        size = alignTo(size, kConstantAlignment);
        global->setAttr(edge::attr::kConstantOffset, b.getI64IntegerAttr(size));
        size += edge::byteSize(global.getType());
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    return size;
  }

  void runOnOperation() override {
    FailureOr<int64_t> constantSize = planConstants(getOperation());
    if (failed(constantSize))
      return signalPassFailure();
    for (auto func : getOperation().getOps<func::FuncOp>())
      if (failed(plan(func, *constantSize)))
        return signalPassFailure();
  }
};
} // namespace
