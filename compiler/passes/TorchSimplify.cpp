//===- TorchSimplify.cpp - normalize an imported torch program ------------===//
#include "passes/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace edgec {
#define GEN_PASS_DEF_TORCHSIMPLIFY
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
/// size.int of a static dimension is a constant.
struct FoldStaticSizeInt : OpRewritePattern<torch::AtenSizeIntOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(torch::AtenSizeIntOp op, PatternRewriter &rewriter) const override {
    auto type = dyn_cast<torch::ValueTensorType>(op.getSelf().getType());
    std::optional<int64_t> dim = torch::matchConstantInt(op.getDim());
    if (!type || !type.getHasSizes() || !dim)
      return failure();
    int64_t rank = type.getSizes().size();
    int64_t d = *dim < 0 ? *dim + rank : *dim;
    if (d < 0 || d >= rank || ShapedType::isDynamic(type.getSizes()[d]))
      return failure();
    rewriter.replaceOpWithNewOp<torch::ConstantIntOp>(op, torch::IntType::get(op.getContext()),
                                                        rewriter.getI64IntegerAttr(type.getSizes()[d]));
    return success();
  }
};

/// A shape binding says nothing when every size it binds is a constant.
struct DropStaticShapeBinding : OpRewritePattern<torch::BindSymbolicShapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(torch::BindSymbolicShapeOp op, PatternRewriter &rewriter) const override {
    auto type = cast<torch::ValueTensorType>(op.getOperand().getType());
    if (!type.hasStaticShape() ||
        !llvm::all_of(op.getShapeExpressions().getResults(), [](AffineExpr e) { return isa<AffineConstantExpr>(e); }))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// NumToTensor of a constant scalar is a 0-d literal of the result's element type.
struct FoldConstantNumToTensor : OpRewritePattern<torch::PrimNumToTensorScalarOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(torch::PrimNumToTensorScalarOp op, PatternRewriter &rewriter) const override {
    auto type = dyn_cast<torch::ValueTensorType>(op.getType());
    if (!type || !type.hasStaticShape() || !type.getDtype() || !type.getSizes().empty())
      return failure();
    auto builtin = RankedTensorType::get({}, type.getDtype());
    Attribute value;
    if (auto f = dyn_cast<FloatType>(type.getDtype())) {
      std::optional<double> v = torch::matchConstantScalar(op.getA());
      if (!v)
        return failure();
      value = DenseElementsAttr::get(builtin, FloatAttr::get(f, *v));
    } else if (auto i = dyn_cast<IntegerType>(type.getDtype())) {
      std::optional<int64_t> v = torch::matchConstantInt(op.getA());
      if (!v)
        return failure();
      value = DenseElementsAttr::get(builtin, IntegerAttr::get(i, APInt(i.getWidth(), *v, /*isSigned=*/true)));
    } else {
      return failure();
    }
    rewriter.replaceOpWithNewOp<torch::ValueTensorLiteralOp>(op, type, cast<ElementsAttr>(value));
    return success();
  }
};

struct TorchSimplifyPass : edgec::impl::TorchSimplifyBase<TorchSimplifyPass> {
  void runOnOperation() override {
    if (failed(resolveOperatorOps(getOperation())))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    populateTorchSimplifyPatterns(patterns);
    if (failed(applyPatternsAndFoldGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    // After the folds, which make conditions of sizes constant where shapes are static.
    if (failed(dropInferenceNoOps(getOperation())))
      return signalPassFailure();
  }
};
} // namespace

LogicalResult edgec::resolveOperatorOps(Operation *root) {
  MLIRContext *ctx = root->getContext();
  SmallVector<torch::OperatorOp> generic;
  root->walk([&](torch::OperatorOp op) { generic.push_back(op); });
  bool ok = true;
  for (torch::OperatorOp op : generic) {
    std::optional<RegisteredOperationName> name = RegisteredOperationName::lookup(op.getName(), ctx);
    if (!name || !isa<torch::TorchDialect>(name->getDialect()) || op.getName() == torch::OperatorOp::getOperationName())
      continue; // stays generic; compilation names it as unsupported
    OperationState state(op.getLoc(), *name);
    state.addOperands(op.getOperands());
    state.addTypes(op.getResultTypes());
    for (NamedAttribute attr : op->getAttrs())
      if (attr.getName() != op.getNameAttrName())
        state.addAttribute(attr.getName(), attr.getValue());
    OpBuilder builder(op);
    Operation *named = builder.create(state);
    // The verifier reports at the op's location which operand or result does not fit the schema.
    if (failed(verify(named))) {
      named->erase();
      ok = false;
      continue;
    }
    op->replaceAllUsesWith(named->getResults());
    op->erase();
  }
  return success(ok);
}

void edgec::populateTorchSimplifyPatterns(RewritePatternSet &patterns) {
  patterns.add<FoldStaticSizeInt, DropStaticShapeBinding, FoldConstantNumToTensor>(patterns.getContext());
  populateTorchScalarPatterns(patterns);
}
