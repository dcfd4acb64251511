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

/// A matrix product plus a bias along its columns, `add.Tensor(view?(mm|bmm(a, b)), bias, alpha)`, is the
/// product with the bias, `view?(addmm|baddbmm(bias, a, b, beta=alpha, alpha=1))`: the bias is added where the
/// product is stored instead of by a pass of its own (torch.export writes a Linear of a 3-D input whose batch
/// is dynamic, or that is not contiguous, as an expand of the weight, bmm and add). The bias's sizes are 1 but
/// the last, which is the product's static column count N; a view in between keeps N as its last size, so
/// every element of column n gains bias[n] before and after it. Same float dtype throughout.
struct BiasIntoProduct : OpRewritePattern<torch::AtenAddTensorOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(torch::AtenAddTensorOp add, PatternRewriter &rewriter) const override {
    for (auto [productSide, bias] : {std::pair{add.getSelf(), add.getOther()}, std::pair{add.getOther(), add.getSelf()}})
      if (succeeded(rewrite(add, productSide, bias, productSide == add.getSelf(), rewriter)))
        return success();
    return failure();
  }

private:
  /// The only user of `v` that is not a shape binding, or null.
  static Operation *soleUser(Value v) {
    Operation *sole = nullptr;
    for (Operation *user : v.getUsers()) {
      if (isa<torch::BindSymbolicShapeOp>(user))
        continue;
      if (sole)
        return nullptr;
      sole = user;
    }
    return sole;
  }

  static LogicalResult rewrite(torch::AtenAddTensorOp add, Value productSide, Value bias, bool productIsSelf,
                               PatternRewriter &rewriter) {
    auto view = productSide.getDefiningOp<torch::AtenViewOp>();
    Value productValue = view ? view.getSelf() : productSide;
    Operation *product = productValue.getDefiningOp();
    Operation *reader = view ? view.getOperation() : add.getOperation();
    if (!product || !isa<torch::AtenMmOp, torch::AtenBmmOp>(product) || soleUser(productValue) != reader ||
        (view && soleUser(view.getResult()) != add.getOperation()))
      return failure();
    auto productType = dyn_cast<torch::ValueTensorType>(productValue.getType());
    auto sideType = dyn_cast<torch::ValueTensorType>(productSide.getType());
    auto biasType = dyn_cast<torch::ValueTensorType>(bias.getType());
    auto addType = dyn_cast<torch::ValueTensorType>(add.getType());
    if (!productType || !sideType || !biasType || !addType || addType != sideType || !productType.getHasSizes() ||
        !sideType.getHasSizes() || !biasType.getHasSizes() || !productType.getDtype() ||
        !isa<FloatType>(productType.getDtype()) || biasType.getDtype() != productType.getDtype() ||
        addType.getDtype() != productType.getDtype())
      return failure();
    ArrayRef<int64_t> sizes = productType.getSizes(), biasSizes = biasType.getSizes();
    int64_t n = sizes.back();
    if (ShapedType::isDynamic(n) || sideType.getSizes().empty() || sideType.getSizes().back() != n ||
        biasSizes.empty() || biasSizes.size() > sizes.size() || biasSizes.back() != n ||
        llvm::any_of(biasSizes.drop_back(), [](int64_t s) { return s != 1; }))
      return failure();
    // add(self, other, alpha) = self + alpha * other: the bias is scaled where it is `other`; where the product
    // is `other`, alpha scales the product.
    std::optional<double> alphaValue = torch::matchConstantScalar(add.getAlpha());
    std::optional<int64_t> alphaInt = torch::matchConstantInt(add.getAlpha());
    if (!alphaValue)
      return failure();
    // The product with its bias is where the product was: the bias must be computed by then.
    Operation *biasDef = bias.getDefiningOp();
    if (biasDef ? biasDef->getBlock() != product->getBlock() || !biasDef->isBeforeInBlock(product)
                : cast<BlockArgument>(bias).getOwner() != product->getBlock())
      return failure();
    Location loc = add.getLoc();
    rewriter.setInsertionPoint(product);
    MLIRContext *ctx = add.getContext();
    Value one = rewriter.create<torch::ConstantIntOp>(loc, torch::IntType::get(ctx), rewriter.getI64IntegerAttr(1));
    Value alpha = alphaInt ? Value(rewriter.create<torch::ConstantIntOp>(loc, torch::IntType::get(ctx),
                                                                         rewriter.getI64IntegerAttr(*alphaInt)))
                           : Value(rewriter.create<torch::ConstantFloatOp>(loc, torch::FloatType::get(ctx),
                                                                           rewriter.getF64FloatAttr(*alphaValue)));
    Value beta = productIsSelf ? alpha : one, productAlpha = productIsSelf ? one : alpha;
    Value a = product->getOperand(0), b = product->getOperand(1);
    Operation *withBias =
        isa<torch::AtenMmOp>(product)
            ? rewriter.create<torch::AtenAddmmOp>(loc, productType, bias, a, b, beta, productAlpha).getOperation()
            : rewriter.create<torch::AtenBaddbmmOp>(loc, productType, bias, a, b, beta, productAlpha).getOperation();
    rewriter.replaceAllUsesWith(productValue, withBias->getResult(0)); // the view and the shape bindings
    rewriter.eraseOp(product);
    for (Operation *user : llvm::make_early_inc_range(add->getUsers())) // the view's or the product's stand
      if (isa<torch::BindSymbolicShapeOp>(user))
        rewriter.eraseOp(user);
    rewriter.replaceOp(add, view ? view.getResult() : withBias->getResult(0));
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
  patterns.add<FoldStaticSizeInt, DropStaticShapeBinding, FoldConstantNumToTensor, BiasIntoProduct>(
      patterns.getContext());
  populateTorchScalarPatterns(patterns);
}
