//===- TorchToEdgeMatmul.cpp - matmul forms and attention into edge ops ---===//
//
// Matrix products the edge mm, addmm and bmm kernels compute: linear (a permuted weight), torch.matmul by
// ATen's rules of rank (matmul in TorchToEdgeChains.cpp) and scaled_dot_product_attention at inference.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include "mlir/Dialect/Traits.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace edgec;

namespace {

/// aten.linear(x, w, b) = x @ w^T + b: permute(w) then addmm (or mm without bias). Inputs of rank > 2 are
/// viewed as 2-D matrices and the result viewed back.
struct DecomposeLinear : OpConversionPattern<torch::AtenLinearOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult matchAndRewrite(torch::AtenLinearOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto resultType = dyn_cast_or_null<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    auto xType = dyn_cast<RankedTensorType>(adaptor.getInput().getType());
    auto wType = dyn_cast<RankedTensorType>(adaptor.getWeight().getType());
    if (!resultType || !xType || !wType)
      return rewriter.notifyMatchFailure(op, "needs static shapes");
    if (wType.getRank() != 2 || xType.getRank() < 1)
      return op.emitError("aten.linear expects a 2-D weight and an input of rank >= 1");
    Location loc = op.getLoc();
    Type elem = resultType.getElementType();
    int64_t inFeatures = xType.getShape().back(), outFeatures = wType.getDimSize(0);
    if (wType.getDimSize(1) != inFeatures)
      return op.emitError("aten.linear: weight [")
             << edge::formatShape(wType.getShape()) << "] does not take " << inFeatures << " input features";
    SmallVector<Operation *> created;
    Value x = adaptor.getInput();
    int64_t rows = xType.getNumElements() / std::max<int64_t>(inFeatures, 1);
    if (xType.getRank() != 2) {
      auto view = rewriter.create<edge::ViewOp>(loc, TypeRange{RankedTensorType::get({rows, inFeatures}, elem)}, x,
                                                rewriter.getDenseI64ArrayAttr({rows, inFeatures}), ValueRange{});
      created.push_back(view);
      x = view.getResult(0);
    }
    auto wT =
        rewriter.create<edge::PermuteOp>(loc, TypeRange{RankedTensorType::get({inFeatures, outFeatures}, elem)},
                                         adaptor.getWeight(), rewriter.getDenseI64ArrayAttr({1, 0}), ValueRange{});
    auto mmType = RankedTensorType::get({rows, outFeatures}, elem);
    Operation *mm;
    if (torch::isNone(adaptor.getBias())) {
      mm = rewriter.create<edge::MmOp>(loc, TypeRange{mmType}, x, wT.getResult(0), ValueRange{});
    } else {
      // beta and alpha 1 of the tensors' kind: integer tensors take integer Scalars (as ATen's addmm)
      Attribute one = isa<FloatType>(elem) ? Attribute(rewriter.getF64FloatAttr(1.0)) : rewriter.getI64IntegerAttr(1);
      mm = rewriter.create<edge::AddmmOp>(loc, TypeRange{mmType}, adaptor.getBias(), x, wT.getResult(0), one, one,
                                          ValueRange{});
    }
    created.append({wT, mm});
    Value result = mm->getResult(0);
    if (resultType != mmType) {
      auto view = rewriter.create<edge::ViewOp>(loc, TypeRange{resultType}, result,
                                                rewriter.getDenseI64ArrayAttr(resultType.getShape()), ValueRange{});
      created.push_back(view);
      result = view.getResult(0);
    }
    for (Operation *c : created)
      if (failed(verify(c)))
        return failure(); // the rewriter rolls the created ops back
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct DecomposeMatmul : ChainDecomposition<torch::AtenMatmulOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenMatmulOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    FailureOr<Value> result = matmul(c, op, adaptor.getSelf(), adaptor.getOther(), resultType);
    if (failed(result))
      return failure();
    return SmallVector<Value>{*result};
  }
};

/// scaled_dot_product_attention at inference (dropout_p 0), as ATen's math reference computes it:
/// softmax(q k^T * scale + bias) v, with scale 1/sqrt(E) unless given; a causal mask or a bool mask adds
/// -inf where attention is not allowed (where(mask, scores, -inf)), a float mask is added. Batch dims of
/// q, k and v broadcast (matmul's rules). enable_gqa (grouped heads) is not supported.
struct DecomposeScaledDotProductAttention : ChainDecomposition<torch::AtenScaledDotProductAttentionOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenScaledDotProductAttentionOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    std::optional<double> dropout = torch::matchConstantScalar(op.getDropoutP());
    std::optional<bool> causal = torch::matchConstantBool(op.getIsCausal()),
                        gqa = torch::matchConstantBool(op.getEnableGqa());
    if (!dropout || *dropout != 0.0)
      return op.emitError("scaled_dot_product_attention: dropout_p must be the constant 0 (inference)");
    if (!causal || !gqa || *gqa)
      return op.emitError("scaled_dot_product_attention: is_causal must be a constant and enable_gqa false");
    Value q = adaptor.getQuery(), k = adaptor.getKey(), v = adaptor.getValue();
    auto qt = cast<RankedTensorType>(q.getType()), kt = cast<RankedTensorType>(k.getType());
    if (qt.getRank() < 2 || kt.getRank() < 2 || cast<RankedTensorType>(v.getType()).getRank() < 2)
      return op.emitError("scaled_dot_product_attention: query, key and value must have rank >= 2");
    int64_t L = qt.getShape().end()[-2], S = kt.getShape().end()[-2], E = qt.getShape().back();
    double scale = 1.0 / std::sqrt(double(E));
    if (!torch::isNone(op.getScale())) {
      std::optional<double> given = torch::matchConstantScalar(op.getScale());
      if (!given)
        return op.emitError("scaled_dot_product_attention: scale must be a constant");
      scale = *given;
    }
    SmallVector<int64_t> batch;
    if (!OpTrait::util::getBroadcastedShape(qt.getShape().drop_back(2), kt.getShape().drop_back(2), batch))
      return op.emitError("scaled_dot_product_attention: batch dims of query and key do not broadcast");
    Type elem = qt.getElementType();
    SmallVector<int64_t> scoreShape(batch);
    scoreShape.append({L, S});
    auto scoreType = RankedTensorType::get(scoreShape, elem);
    FailureOr<Value> scores = matmul(c, op, q, c.transposeLast(k), scoreType);
    if (failed(scores))
      return failure();
    Value x = c.mulScalar(*scores, scale);
    auto minusInf = [&]() {
      auto t = RankedTensorType::get({}, elem);
      return rewriter
          .create<edge::ConstantOp>(op.getLoc(), t,
                                    DenseElementsAttr::get(t, FloatAttr::get(elem, -std::numeric_limits<double>::infinity())))
          .getResult();
    };
    if (*causal) { // position i attends to j <= i
      auto maskType = RankedTensorType::get({L, S}, rewriter.getI1Type());
      SmallVector<bool> allowed;
      for (int64_t i = 0; i < L; ++i)
        for (int64_t j = 0; j < S; ++j)
          allowed.push_back(j <= i);
      Value mask = rewriter.create<edge::ConstantOp>(op.getLoc(), maskType, DenseElementsAttr::get(maskType, allowed));
      x = c.make<edge::WhereSelfOp>(scoreType, mask, x, minusInf());
    }
    if (!torch::isNone(op.getAttnMask())) {
      Value mask = adaptor.getAttnMask();
      if (cast<RankedTensorType>(mask.getType()).getElementType().isInteger(1))
        x = c.make<edge::WhereSelfOp>(scoreType, mask, x, minusInf());
      else
        x = c.plus(x, mask, scoreType);
    }
    Value weights = c.make<edge::_SoftmaxOp>(scoreType, x, rewriter.getI64IntegerAttr(-1), rewriter.getBoolAttr(false));
    FailureOr<Value> result = matmul(c, op, weights, v, resultType);
    if (failed(result))
      return failure();
    return SmallVector<Value>{*result};
  }
};

} // namespace

void edgec::populateTorchToEdgeMatmulPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns.add<DecomposeLinear, DecomposeMatmul, DecomposeScaledDotProductAttention>(converter, patterns.getContext());
}
