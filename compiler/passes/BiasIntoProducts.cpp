//===- BiasIntoProducts.cpp - a matrix product plus what broadcasts into it -----===//
//
// add.Tensor(view*(mm|bmm(a, b)), x) becomes view(addmm|baddbmm(x', a, b)) where x broadcasts into the product
// as a bias can (edge-bias-into-products in Passes.td). After edge-infer-dims: sizes compare as expressions
// over the size symbols, so a dynamic program's masks and biases qualify as a static one's do.
//===----------------------------------------------------------------------===//
#include "passes/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace edgec {
#define GEN_PASS_DEF_EDGEBIASINTOPRODUCTS
#include "passes/Passes.h.inc"
} // namespace edgec

using namespace mlir;
using namespace edgec;

namespace {
using Dims = SmallVector<AffineExpr>;

struct BiasIntoProduct : OpRewritePattern<edge::AddTensorOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(edge::AddTensorOp add, PatternRewriter &rewriter) const override {
    if (!add.getOuts().empty())
      return failure();
    for (unsigned productOperand : {0u, 1u})
      if (succeeded(rewrite(add, productOperand, rewriter)))
        return success();
    return failure();
  }

private:
  /// The operand `productOperand` of `add` is the product, the other one the bias.
  static LogicalResult rewrite(edge::AddTensorOp add, unsigned productOperand, PatternRewriter &r) {
    MLIRContext *ctx = add.getContext();
    Value productSide = add->getOperand(productOperand), bias = add->getOperand(1 - productOperand);
    // Down views of one reader each to the product, which nothing else reads either.
    SmallVector<Operation *> views;
    Value v = productSide;
    while (auto view = v.getDefiningOp<edge::ViewOp>()) {
      if (!v.hasOneUse())
        return failure();
      views.push_back(view);
      v = view.getSelf();
    }
    Operation *product = v.getDefiningOp();
    if (!product || !isa<edge::MmOp, edge::BmmOp>(product) || !v.hasOneUse())
      return failure();
    bool batched = isa<edge::BmmOp>(product);
    auto productType = cast<RankedTensorType>(v.getType());
    auto biasType = dyn_cast<RankedTensorType>(bias.getType());
    auto sumType = cast<RankedTensorType>(add.getType(0));
    Type elem = productType.getElementType();
    if (!biasType || biasType.getElementType() != elem || sumType.getElementType() != elem)
      return failure();
    // The sum has the product's elements (the bias enlarges nothing). It keeps the product's columns, and
    // where the bias varies along more than the columns, its rows too (bmm), the product's batch (bmm) or rows
    // (mm) spread over the sum's leading dims.
    Dims p = edge::dimsOf(v), sum = edge::dimsOf(add->getResult(0)), x = edge::dimsOf(bias);
    if (edge::dimsOf(productSide) != sum || x.size() > sum.size() || sum.empty() || sum.back() != p.back())
      return failure();
    AffineExpr one = getAffineConstantExpr(1, ctx);
    Dims padded(sum.size() - x.size(), one); // the bias right-aligned with the sum
    padded.append(x.begin(), x.end());
    auto isOne = [](AffineExpr d) { return edge::isConstantSize(d, 1); };
    bool alongColumns = llvm::all_of(ArrayRef<AffineExpr>(padded).drop_back(), isOne);
    size_t inner = alongColumns ? 1 : batched ? 2 : 1; // the dims the sum shares with the product as they are
    if (sum.size() < inner || ArrayRef<AffineExpr>(sum).take_back(inner) != ArrayRef<AffineExpr>(p).take_back(inner) ||
        (!alongColumns && edge::sizeProduct(ArrayRef<AffineExpr>(sum).drop_back(inner), ctx) != p.front()))
      return failure();
    // Along the inner dims each of the bias's sizes is the sum's or 1; its leading dims are all 1 (dropped) or
    // the sum's leading dims (merged into the product's first dim).
    ArrayRef<AffineExpr> lead = ArrayRef<AffineExpr>(padded).drop_back(inner),
                         innerDims = ArrayRef<AffineExpr>(padded).take_back(inner);
    for (auto [b, s] : llvm::zip(innerDims, ArrayRef<AffineExpr>(sum).take_back(inner)))
      if (b != s && !isOne(b))
        return failure();
    SmallVector<int64_t> biasShape(biasType.getShape().take_back(std::min<size_t>(inner, biasType.getRank())));
    Dims biasDims(ArrayRef<AffineExpr>(x).take_back(biasShape.size()));
    bool broadcastLead = llvm::all_of(lead, isOne);
    if (!broadcastLead) {
      if (lead != ArrayRef<AffineExpr>(sum).drop_back(inner))
        return failure();
      biasShape = SmallVector<int64_t>(biasType.getShape().take_back(inner));
      biasShape.insert(biasShape.begin(), productType.getDimSize(0));
      biasDims = Dims(innerDims);
      biasDims.insert(biasDims.begin(), p.front());
    }
    if (ShapedType::getNumElements(biasShape) != biasType.getNumElements() && !broadcastLead)
      return failure(); // the upper bounds disagree: no view of the bias to the product's batch
    // The bias must be computed where the product is (it then replaces the sum).
    r.setInsertionPoint(add);
    unsigned numSymbols = edge::sizeSymbols(add).size();
    Location loc = add.getLoc();
    Value viewedBias = bias;
    if (biasType.getShape() != ArrayRef<int64_t>(biasShape)) {
      viewedBias = r.create<edge::ViewOp>(loc, TypeRange{biasType.clone(biasShape)}, bias,
                                          r.getDenseI64ArrayAttr(biasShape), ValueRange{})
                       ->getResult(0);
      edge::setDims(viewedBias, biasDims, numSymbols);
    }
    // add(self, other, alpha) = self + alpha * other: alpha scales the bias where it is `other`, else the
    // product.
    Attribute alpha = add.getAlphaAttr(), unit = r.getI64IntegerAttr(1);
    Attribute beta = productOperand == 0 ? alpha : unit, productAlpha = productOperand == 0 ? unit : alpha;
    Value a = product->getOperand(0), b = product->getOperand(1);
    Operation *withBias =
        batched ? r.create<edge::BaddbmmOp>(loc, TypeRange{productType}, viewedBias, a, b, beta, productAlpha,
                                            ValueRange{})
                      .getOperation()
                : r.create<edge::AddmmOp>(loc, TypeRange{productType}, viewedBias, a, b, beta, productAlpha,
                                          ValueRange{})
                      .getOperation();
    Value result = withBias->getResult(0);
    edge::setDims(result, p, numSymbols);
    if (sumType.getShape() != productType.getShape()) {
      result = r.create<edge::ViewOp>(loc, TypeRange{sumType}, result, r.getDenseI64ArrayAttr(sumType.getShape()),
                                      ValueRange{})
                   ->getResult(0);
      edge::setDims(result, sum, numSymbols);
    }
    r.replaceOp(add, result);
    for (Operation *view : views) // the old product and its views, each now unread
      r.eraseOp(view);
    r.eraseOp(product);
    return success();
  }
};

struct EdgeBiasIntoProductsPass : edgec::impl::EdgeBiasIntoProductsBase<EdgeBiasIntoProductsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateBiasIntoProductPatterns(patterns);
    if (failed(applyPatternsAndFoldGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace

void edgec::populateBiasIntoProductPatterns(RewritePatternSet &patterns) {
  patterns.add<BiasIntoProduct>(patterns.getContext());
}
