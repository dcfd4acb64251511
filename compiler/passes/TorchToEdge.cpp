//===- TorchToEdge.cpp - torch dialect to edge dialect --------------------===//
#include "registry/OpTable.h"
#include "passes/Passes.h"
#include "passes/TorchToEdgeChains.h"

#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/DialectConversion.h"

namespace edgec {
#define GEN_PASS_DEF_TORCHTOEDGE
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {

/// A torch ATen op that maps 1:1 onto an edge op (each result onto a result); `collect` is generated from
/// the op table.
template <typename TorchOp, typename EdgeOp> struct LowerToEdge : OpConversionPattern<TorchOp> {
  using OpConversionPattern<TorchOp>::OpConversionPattern;
  LogicalResult collect(typename TorchOp::Adaptor adaptor, EdgeOpBuilder &builder) const;

  LogicalResult matchAndRewrite(TorchOp op, typename TorchOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(this->getTypeConverter()->convertTypes(op->getResultTypes(), resultTypes)) ||
        llvm::is_contained(resultTypes, Type()))
      return rewriter.notifyMatchFailure(op, "result type has no static shape");
    EdgeOpBuilder builder(op, &rewriter);
    if (failed(collect(adaptor, builder)))
      return failure();
    FailureOr<Operation *> created = builder.create(rewriter, EdgeOp::getOperationName(), resultTypes);
    if (failed(created))
      return failure();
    rewriter.replaceOp(op, (*created)->getResults());
    return success();
  }
};

#include "passes/TorchToEdgeLowerings.inc"

/// A shape binding carries over to the lowered value.
struct LowerShapeBinding : OpConversionPattern<torch::BindSymbolicShapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(torch::BindSymbolicShapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    bindShape(rewriter, op.getLoc(), adaptor.getOperand(), op.getShapeExpressions());
    rewriter.eraseOp(op);
    return success();
  }
};

bool isTorchConstantLike(Operation *op) {
  return isa<torch::ConstantNoneOp, torch::ConstantIntOp, torch::ConstantFloatOp, torch::ConstantBoolOp,
             torch::ConstantStrOp, torch::ConstantDeviceOp, torch::PrimListConstructOp>(op);
}

/// Shape symbols only describe dynamic shapes, which are reported as such.
bool isTorchShapeSymbol(Operation *op) { return isa<torch::SymbolicIntOp, torch::BindSymbolicShapeOp>(op); }

struct TorchToEdgePass : edgec::impl::TorchToEdgeBase<TorchToEdgePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (failed(checkResourceData(module)))
      return signalPassFailure();
    TypeConverter converter;
    populateTorchToEdgeTypeConversion(converter);

    // Diagnose what no pattern can lower before converting: each unsupported op kind once, at its first
    // use, with its count; each value of dynamic or unknown shape at its definition.
    RewritePatternSet patterns(ctx);
    populateTorchToEdgePatterns(patterns, converter);
    bool ok = true;
    for (const UnsupportedOp &u : findUnsupportedOps(module)) {
      emitError(u.firstLoc, "unsupported op '")
          << u.name << "' (" << u.count << (u.count == 1 ? " use" : " uses") << "): " << u.reason;
      ok = false;
    }
    module.walk([&](Operation *op) {
      for (Value v : op->getResults())
        if (auto vt = dyn_cast<torch::ValueTensorType>(v.getType());
            vt && !isUnsupportedComplexTensor(vt) && !converter.convertType(vt)) {
          op->emitError("dynamic or unknown shape ") << vt << " is not supported yet";
          ok = false;
        }
    });
    for (auto func : module.getOps<func::FuncOp>())
      for (BlockArgument arg : func.getArguments())
        if (!converter.convertType(arg.getType())) {
          emitError(func.getLoc(), "argument #")
              << arg.getArgNumber() << " of type " << arg.getType() << " is not supported"
              << (isUnsupportedComplexTensor(arg.getType()) ? ": edgec computes complex64 only" : "");
          ok = false;
        }
    if (!ok)
      return signalPassFailure();

    // Complex program inputs and outputs become pairs; the .pte marks them so that runtimes exchange
    // complex64 arrays.
    for (auto func : module.getOps<func::FuncOp>()) {
      for (BlockArgument arg : func.getArguments())
        if (isComplexTensorType(arg.getType()))
          func.setArgAttr(arg.getArgNumber(), edge::attr::kComplexPairs, UnitAttr::get(ctx));
      for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
        if (isComplexTensorType(type))
          func.setResultAttr(i, edge::attr::kComplexPairs, UnitAttr::get(ctx));
    }
    // A pattern that fails verification has reported the precise error at the op; the driver's generic
    // "failed to legalize" that follows would only repeat it.
    bool reported = false;
    ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &diag) {
      if (diag.getSeverity() != DiagnosticSeverity::Error)
        return failure();
      if (reported && StringRef(diag.str()).starts_with("failed to legalize"))
        return success();
      reported = true;
      return failure(); // let the next handler print it
    });
    if (failed(lowerComplexOps(module, converter)))
      return signalPassFailure();

    ConversionTarget target(*ctx);
    target.addLegalDialect<edge::EdgeDialect>();
    // Torch constants stay until their users are lowered, then they are erased below.
    target.addDynamicallyLegalDialect<torch::TorchDialect>(isTorchConstantLike);
    target.addLegalOp<torch::SymbolicIntOp>();           // erased below, once its bindings are lowered
    target.addLegalOp<torch::Aten_LocalScalarDenseOp>(); // erased below, once its users are lowered
    target.addDynamicallyLegalOp<func::FuncOp>(
        [&](func::FuncOp f) { return converter.isSignatureLegal(f.getFunctionType()); });
    target.addDynamicallyLegalOp<func::ReturnOp>([&](func::ReturnOp r) { return converter.isLegal(r); });
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns, converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    // The complex ops were converted first: their casts between torch and builtin types meet the main
    // conversion's, back to back; each such round trip is the original value.
    SmallVector<UnrealizedConversionCastOp> casts;
    module.walk([&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
    for (UnrealizedConversionCastOp cast : casts)
      if (cast->getNumOperands() == 1 && cast->getNumResults() == 1)
        if (auto inner = cast.getInputs()[0].getDefiningOp<UnrealizedConversionCastOp>();
            inner && inner->getNumOperands() == 1 && inner.getInputs()[0].getType() == cast.getResult(0).getType())
          cast.getResult(0).replaceAllUsesWith(inner.getInputs()[0]);
    for (UnrealizedConversionCastOp cast : llvm::reverse(casts))
      if (cast->use_empty())
        cast->erase();

    // Scalars and lists now live in attributes: drop the torch constants that fed them.
    SmallVector<Operation *> dead;
    module.walk([&](Operation *op) {
      if (isTorchConstantLike(op))
        dead.push_back(op);
    });
    module.walk([&](Operation *op) {
      if (isTorchShapeSymbol(op) || isa<torch::Aten_LocalScalarDenseOp>(op))
        dead.push_back(op);
    });
    for (Operation *op : llvm::reverse(dead)) {
      if (!op->use_empty()) {
        op->emitError("torch value is still used after lowering to edge");
        return signalPassFailure();
      }
      op->erase();
    }
  }
};
} // namespace

std::vector<UnsupportedOp> edgec::findUnsupportedOps(ModuleOp module) {
  TypeConverter converter;
  populateTorchToEdgeTypeConversion(converter);
  // The ops some pattern of a set is rooted at.
  auto roots = [&](void (*populate)(RewritePatternSet &, TypeConverter &)) {
    RewritePatternSet patterns(module.getContext());
    populate(patterns, converter);
    llvm::DenseSet<OperationName> names;
    for (const auto &p : patterns.getNativePatterns())
      if (std::optional<OperationName> root = p->getRootKind())
        names.insert(*root);
    return names;
  };
  llvm::DenseSet<OperationName> lowerable = roots(populateTorchToEdgePatterns);
  llvm::DenseSet<OperationName> complexLowerable = roots(populateTorchToEdgeComplexPatterns);
  std::vector<UnsupportedOp> found;
  llvm::StringMap<size_t> index;
  auto record = [&](Operation *op, std::string name, std::string reason) {
    auto [it, inserted] = index.try_emplace(name, found.size());
    if (inserted)
      found.push_back(UnsupportedOp{name, reason, 0, op->getLoc()});
    ++found[it->second].count;
  };
  module.walk([&](Operation *op) {
    if (!isa<torch::TorchDialect>(op->getDialect()) || isTorchConstantLike(op) || isTorchShapeSymbol(op))
      return;
    if (touchesComplexTensors(op)) {
      if (llvm::any_of(op->getOperandTypes(), isUnsupportedComplexTensor) ||
          llvm::any_of(op->getResultTypes(), isUnsupportedComplexTensor))
        record(op, op->getName().getStringRef().str() + " on complex128 tensors", "edgec computes complex64 only");
      else if (!complexLowerable.contains(op->getName()))
        record(op, op->getName().getStringRef().str() + " on complex tensors",
               "edgec computes complex tensors only in FFTs (_fft_r2c, _fft_c2r, _fft_c2c), abs, angle, conj, "
               "add, sub, mul, division by a real tensor or number, neg, real, imag, view_as_real, "
               "view_as_complex, _to_copy, zero padding (constant_pad_nd) and views (view, reshape, flatten, "
               "unflatten, unsqueeze, squeeze.dim(s), permute, transpose, t, expand, slice, select, clone)");
      return;
    }
    if (isa<torch::Aten_LocalScalarDenseOp>(op)) { // lowers with its users, where they take it
      if (std::optional<std::string> why = unsupportedItemUse(op))
        record(op, op->getName().getStringRef().str(), *why);
      return;
    }
    if (lowerable.contains(op->getName()))
      return;
    // Unpacking the list of an op that lowers (split_with_sizes) lowers with it.
    if (auto unpack = dyn_cast<torch::PrimListUnpackOp>(op))
      if (Operation *list = unpack->getOperand(0).getDefiningOp(); list && lowerable.contains(list->getName()))
        return;
    std::string name = op->getName().getStringRef().str();
    std::string reason = "no lowering to the edge dialect yet";
    auto isScalar = [](Type t) { return isa<torch::IntType, torch::FloatType, torch::BoolType>(t); };
    if (auto generic = dyn_cast<torch::OperatorOp>(op)) {
      name = generic.getName().str();
      if (llvm::any_of(op->getOperandTypes(), llvm::IsaPred<torch::NonValueTensorType>) ||
          llvm::any_of(op->getResultTypes(), llvm::IsaPred<torch::NonValueTensorType>))
        reason = "it mutates a tensor (!torch.tensor); edgec compiles value-semantic programs";
      else if (op->getNumResults() == 1 && isScalar(op->getResultTypes()[0]) &&
               llvm::any_of(op->getOperandTypes(), llvm::IsaPred<torch::ValueTensorType>))
        reason = "it reads a tensor's element as a host number, which needs a device-to-host read mid-program";
      else if (torch::isTorchMlirOp(name))
        reason = "torch-mlir registers it, but edgec's op table has no row for it, so it has no lowering";
      else
        reason = "printed as torch.operator and not in edgec's op table";
    } else if (const OpTableRow *row = lookupTorchOp(name); row && !row->notCompiled.empty()) {
      reason = row->notCompiled.str();
    }
    record(op, name, reason);
  });
  return found;
}

void edgec::populateTorchToEdgeTypeConversion(TypeConverter &converter) {
  converter.addConversion([](Type t) { return t; }); // tried last: every other type stays
  converter.addConversion([](torch::ValueTensorType t) -> std::optional<Type> {
    RankedTensorType builtin = t.toBuiltinTensor();
    if (!builtin || !builtin.hasStaticShape())
      return Type(); // not convertible: reported by the pass
    return Type(builtin);
  });
  // Mutable tensors and TorchScript's objects: parsed so that the ops holding them are named, never compiled.
  converter.addConversion(
      [](Type t) -> std::optional<Type> {
        if (isa<torch::NonValueTensorType, torch::GeneratorType, torch::LinearParamsType, torch::DictType>(t))
          return Type();
        return std::nullopt;
      });
  // Tried first: complex64 tensors as pairs.
  converter.addConversion([](torch::ValueTensorType t) { return convertComplexTensorType(t); });
  auto cast = [](OpBuilder &b, Type type, ValueRange inputs, Location loc) -> std::optional<Value> {
    return b.create<UnrealizedConversionCastOp>(loc, type, inputs).getResult(0);
  };
  converter.addSourceMaterialization(cast);
  converter.addTargetMaterialization(cast);
}

// The decomposition families, one file each (TorchToEdgeChains.h), after the generated 1:1 lowerings.
void edgec::populateTorchToEdgePatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  populateGeneratedLowerings(patterns, converter);
  populateTorchToEdgeComplexOpOnRealPatterns(patterns, converter);
  populateTorchToEdgeScalarPatterns(patterns, converter);
  populateTorchToEdgeNormPatterns(patterns, converter);
  populateTorchToEdgeElementwisePatterns(patterns, converter);
  populateTorchToEdgeReductionPatterns(patterns, converter);
  populateTorchToEdgeViewPatterns(patterns, converter);
  populateTorchToEdgeMatmulPatterns(patterns, converter);
  populateTorchToEdgeConvolutionPatterns(patterns, converter);
  populateTorchToEdgePoolingPatterns(patterns, converter);
  populateTorchToEdgeIndexingPatterns(patterns, converter);
  populateTorchToEdgeScatterPatterns(patterns, converter);
  patterns.add<LowerShapeBinding>(converter, patterns.getContext());
}
