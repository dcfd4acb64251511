//===- KernelSelect.cpp - Vulkan ops -> dispatches of shader variants -----===//
//
// Each Vulkan op becomes one or more `edge.dispatch` ops of a shader variant (`edge.shader`, created once
// per family and defines). What depends on shapes and attributes - sizes, strides, scalars - goes into the
// dispatch's push constants, never into the variant, so one variant serves every shape. Workgroup and tile
// sizes are specialization constants. This runs before memory planning so that scratch buffers a
// multi-dispatch kernel needs are planned like any other buffer.
//
//===----------------------------------------------------------------------===//
#include "codegen/KernelSelect.h"

#include "mlir/IR/Verifier.h"

namespace edgec {
#define GEN_PASS_DEF_EDGESELECTKERNELS
#include "codegen/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;
using namespace edgec::select;

namespace {
/// The dispatches that run `op` (in out-variant form) on Vulkan: its family's selector's.
Dispatches selectKernels(Operation *op, const FoldedViews &folded) {
  auto aten = cast<edge::AtenOpInterface>(op);
  if (FamilySelector family = vulkanFamilyOf(aten.getAtenName()))
    return family(aten, folded);
  return op->emitError("no Vulkan kernel for ") << op->getName();
}

struct EdgeSelectKernelsPass : edgec::impl::EdgeSelectKernelsBase<EdgeSelectKernelsPass> {
  using EdgeSelectKernelsBase::EdgeSelectKernelsBase;

  /// The shader variant of `r`, created at the top of the module the first time it is asked for.
  edge::ShaderOp variant(const DispatchRequest &r) {
    std::string key = r.family;
    for (const std::string &d : r.defines)
      key += "|" + d;
    edge::ShaderOp &shader = variants[key];
    if (!shader) {
      OpBuilder b = OpBuilder::atBlockBegin(getOperation().getBody());
      shader = b.create<edge::ShaderOp>(getOperation().getLoc(), b.getStringAttr(r.name), b.getStringAttr(r.family),
                                        b.getStrArrayAttr(SmallVector<StringRef>(r.defines.begin(), r.defines.end())),
                                        b.getI64IntegerAttr(r.inputs.size() + r.outputs.size()),
                                        b.getI64IntegerAttr(r.push.words.size() * 4), DenseI32ArrayAttr(), ArrayAttr());
      symbols->insert(shader); // uniquifies the name: elementwise_add, elementwise_add_0, ...
    }
    return shader;
  }

  LogicalResult select(edge::AtenOpInterface aten) {
    Operation *op = aten;
    if (!aten.hasOutsForm())
      return op->emitError("kernel selection expects out-variant form (run edge-out-variants first)");
    if (succeeded(foldIntoReaders(aten)))
      return success();
    // An op with nothing to write needs no dispatch (a zero-element operand it reads is bound to a
    // placeholder by runtime-min: Vulkan has no empty buffers, and the shader never touches it).
    if (llvm::all_of(aten.getOuts(), [](Value v) { return cast<ShapedType>(v.getType()).getNumElements() == 0; })) {
      op->erase();
      return success();
    }
    FailureOr<std::vector<DispatchRequest>> requests = selectKernels(op, folded);
    if (failed(requests))
      return failure();
    OpBuilder b(op);
    for (DispatchRequest &r : *requests) {
      if (r.pushError)
        return op->emitError("internal error: the push constants of a '")
               << r.family << "' dispatch do not fit its block (kernel_families.py): " << r.pushError;
      if (r.push.outOfRange || r.specOutOfRange)
        return op->emitError("a size, stride or window does not fit the 32-bit push or specialization constants of "
                             "its Vulkan shader");
      // Workgroup counts at the upper bounds (at least 1: an empty dispatch runs one idle group).
      SmallVector<int64_t, 3> groups;
      for (Size g : r.groups)
        groups.push_back(std::max<int64_t>(1, upperBound(g)));
      if (llvm::any_of(groups, [](int64_t g) { return g > kMaxGroupsPerDim; }))
        return op->emitError("too large for one Vulkan dispatch (more than 65535 workgroups along a dimension)");
      edge::ShaderOp shader = variant(r);
      auto dispatch = b.create<edge::DispatchOp>(
          op->getLoc(), FlatSymbolRefAttr::get(shader.getSymNameAttr()), r.inputs, r.outputs,
          b.getDenseI32ArrayAttr(r.push.words), b.getDenseI32ArrayAttr(r.spec), b.getDenseI64ArrayAttr(groups),
          b.getStringAttr(aten.getAtenName()), DenseI32ArrayAttr(), AffineMapAttr(), AffineMapAttr());
      unsigned numSymbols = currentSymbols->size();
      if (!r.push.dynamic.empty()) {
        SmallVector<int32_t> indices;
        SmallVector<AffineExpr> values;
        for (auto &[index, e] : r.push.dynamic) {
          indices.push_back(index);
          values.push_back(e);
        }
        dispatch.setDynamicPushIndicesAttr(b.getDenseI32ArrayAttr(indices));
        dispatch.setDynamicPushValuesAttr(AffineMapAttr::get(AffineMap::get(0, numSymbols, values, b.getContext())));
      }
      if (llvm::any_of(r.groups, [](Size g) { return !isa<AffineConstantExpr>(g); }))
        dispatch.setDynamicWorkgroupsAttr(
            AffineMapAttr::get(AffineMap::get(0, numSymbols, ArrayRef<AffineExpr>(r.groups), b.getContext())));
      // The partition and target carry over: memory planning and serialization group dispatches by them.
      for (NamedAttribute attr : op->getDiscardableAttrs())
        dispatch->setAttr(attr.getName(), attr.getValue());
      if (failed(verify(dispatch)))
        return failure();
    }
    op->erase();
    return success();
  }

  void runOnOperation() override {
    FailureOr<uint32_t> features = parseVulkanFeatures(vulkanFeatures);
    if (failed(features)) {
      mlir::emitError(getOperation().getLoc(), unknownVulkanFeaturesMessage(vulkanFeatures));
      return signalPassFailure();
    }
    int64AsPairs = !hasNativeInt64(*features);
    SymbolTable table(getOperation());
    symbols = &table;
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      SmallVector<edge::SizeSymbol> sizeSymbols = edge::sizeSymbols(func);
      currentSymbols = &sizeSymbols;
      SmallVector<edge::AtenOpInterface> vulkanOps;
      func.walk([&](edge::AtenOpInterface op) {
        auto target = op->getAttrOfType<StringAttr>(edge::attr::kTarget);
        if (target && target.getValue() == edge::kTargetVulkan)
          vulkanOps.push_back(op);
      });
      for (edge::AtenOpInterface op : vulkanOps)
        if (failed(select(op))) {
          currentSymbols = nullptr;
          return signalPassFailure();
        }
      currentSymbols = nullptr;
    }
    // The buffers folded views no longer write.
    for (auto &entry : folded)
      if (Operation *alloc = entry.first.getDefiningOp(); alloc && isa<memref::AllocOp>(alloc) && alloc->use_empty())
        alloc->erase();
  }

  /// A strided-copy op (permute, slice, select, expand, as_strided) whose output only Vulkan elementwise ops of the
  /// registry read, later in the block, and only read: they read its source through the layout instead,
  /// and the copy is dropped. Its element type must be the source's (a copy converts nothing).
  LogicalResult foldIntoReaders(edge::AtenOpInterface op) {
    if (!isa<edge::PermuteOp, edge::SliceTensorOp, edge::SelectIntOp, edge::ExpandOp, edge::AsStridedOp>(
            op.getOperation()))
      return failure();
    Value out = op.getOuts()[0];
    FailureOr<edge::SymbolicLayout> layout = edge::symbolicViewLayout(op);
    if (failed(layout))
      return failure();
    bool read = false;
    for (OpOperand &use : out.getUses()) {
      Operation *user = use.getOwner();
      if (user == op.getOperation())
        continue;
      read = true;
      auto reader = dyn_cast<edge::AtenOpInterface>(user);
      auto target = user->getAttrOfType<StringAttr>(edge::attr::kTarget);
      if (!reader || !target || target.getValue() != edge::kTargetVulkan || !lookupElementwise(reader.getAtenName()) ||
          llvm::is_contained(reader.getOuts(), out) || user->getBlock() != op->getBlock() ||
          !op->isBeforeInBlock(user))
        return failure();
    }
    if (!read)
      return failure();
    folded[out] = {op.getInputs()[0], *layout};
    op->erase();
    return success();
  }

  SymbolTable *symbols = nullptr;
  llvm::StringMap<edge::ShaderOp> variants;
  FoldedViews folded;
};
} // namespace
