//===- TorchToEdgeLayers.cpp - network layers into edge ops ---------------===//
//
// Layers that have no edge kernel of their own, decomposed into ones that do: 1-D and 3-D convolution and
// pooling through the 2-D kernels, normalizations with batch statistics through reductions, upsampling
// through gathers, vector norms and elu through elementwise ops. Each follows the formula (and, where it
// decides the rounding, the order of operations) of PyTorch's CPU kernel.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include <cmath>

using namespace mlir;
using namespace edgec;

FailureOr<Value> edgec::prefixSum(ChainBuilder &c, Operation *op, Value x, int64_t dim) {
  int64_t n = cast<RankedTensorType>(x.getType()).getDimSize(dim);
  for (int64_t shift = 1; shift < n; shift *= 2) {
    FailureOr<Value> shifted = padOrCrop(c, op, x, dim, shift, -shift);
    if (failed(shifted))
      return failure();
    x = c.plus(x, *shifted, x.getType());
  }
  return x;
}

namespace {

std::optional<SmallVector<int64_t>> intList(Value v) { return torch::matchConstantIntList(v); }

/// A list parameter of a convolution or pooling op over `n` spatial dims: a single value repeats (ATen's
/// int[N] of one element), an empty one takes `empty`.
std::optional<SmallVector<int64_t>> spatial(Value v, size_t n, int64_t empty) {
  std::optional<SmallVector<int64_t>> list = intList(v);
  if (!list)
    return std::nullopt;
  if (list->empty())
    return SmallVector<int64_t>(n, empty);
  if (list->size() == 1)
    return SmallVector<int64_t>(n, (*list)[0]);
  if (list->size() != n)
    return std::nullopt;
  return list;
}

/// The float types compute in f32 (PyTorch's opmath for f16 and bf16); `wide` is x's shape in it.
struct Widened {
  Value x;
  RankedTensorType wide, narrow;
};
Widened widen(ChainBuilder &c, Value x) {
  auto t = cast<RankedTensorType>(x.getType());
  auto wide = t.clone(c.builder().getF32Type());
  return {c.convertElements(x, c.builder().getF32Type()), wide, t};
}

// ---- convolution over 1 and 3 spatial dims, and unbatched inputs --------------------------------------------

struct ConvolutionArgs {
  Value input, weight, bias;
  SmallVector<int64_t> stride, padding, dilation, outputPadding;
  bool transposed;
  int64_t groups;
};

FailureOr<Value> convolution(ChainBuilder &c, Operation *op, ConversionPatternRewriter &rewriter, ConvolutionArgs a,
                             RankedTensorType resultType);

/// A transposed 2-D convolution as the plain one it equals: the input with stride - 1 zeros after each
/// element, padded by dilation * (kernel - 1) - padding (output_padding more at the end; negative amounts
/// crop), convolved with stride 1 by the weight with its spatial dims flipped and its in and out channels
/// swapped within each group.
FailureOr<Value> transposedConvolution(ChainBuilder &c, Operation *op, ConversionPatternRewriter &rewriter,
                                       const ConvolutionArgs &a, Value x, RankedTensorType resultType) {
  auto t = cast<RankedTensorType>(x.getType());
  ArrayRef<int64_t> w = cast<RankedTensorType>(a.weight.getType()).getShape();
  int64_t g = a.groups;
  if (g < 1 || w[0] % g)
    return op->emitError("convolution: ") << w[0] << " input channels do not divide into " << g << " groups";
  for (int64_t d = 0; d < 2; ++d) {
    int64_t s = a.stride[d], size = cast<RankedTensorType>(x.getType()).getDimSize(2 + d);
    if (s > 1 && size > 0) {
      SmallVector<int64_t> shape(cast<RankedTensorType>(x.getType()).getShape());
      SmallVector<int64_t> spread(shape);
      spread.insert(spread.begin() + 3 + d, 1);
      Value v = c.view(x, spread);
      SmallVector<int64_t> gap(spread);
      gap[3 + d] = s - 1;
      SmallVector<int64_t> both(spread);
      both[3 + d] = s;
      v = c.make<edge::CatOp>(t.clone(both), ValueRange{v, splatValue(rewriter, op, t.clone(gap), 0.0, 0)},
                              rewriter.getI64IntegerAttr(3 + d));
      shape[2 + d] = size * s;
      FailureOr<Value> cropped = padOrCrop(c, op, c.view(v, shape), 2 + d, 0, -(s - 1));
      if (failed(cropped))
        return failure();
      x = *cropped;
    }
    int64_t edge = a.dilation[d] * (w[2 + d] - 1) - a.padding[d];
    FailureOr<Value> padded = padOrCrop(c, op, x, 2 + d, edge, edge + a.outputPadding[d]);
    if (failed(padded))
      return failure();
    x = *padded;
  }
  int64_t inPer = w[0] / g, outPer = w[1];
  Value weight = c.permute(c.view(a.weight, {g, inPer, outPer, w[2], w[3]}), {0, 2, 1, 3, 4});
  weight = c.view(weight, {g * outPer, inPer, w[2], w[3]});
  for (int64_t d = 2; d < 4; ++d) {
    SmallVector<int64_t> reversed;
    for (int64_t i = w[d] - 1; i >= 0; --i)
      reversed.push_back(i);
    if (w[d] > 1)
      weight = c.selectIndices(weight, d, c.indexConstant({w[d]}, reversed), /*checked=*/true);
  }
  ConvolutionArgs b{x, weight, a.bias, {1, 1}, {0, 0}, a.dilation, {0, 0}, false, g};
  return convolution(c, op, rewriter, b, resultType);
}

/// A convolution the edge kernel (batched, 2-D, not transposed) does not take: an unbatched input gains a
/// batch of 1; a 1-D one is the 2-D convolution of height 1; a transposed one the plain convolution it
/// equals (transposedConvolution); a 3-D one (not transposed) is the sum over the kernel's depth kd of 2-D
/// convolutions of the frames kd * dilation + od * stride of the input (zero-padded in depth), taken as a
/// batch of N * OD images, in f32 for f16 and bf16 (rounded once).
FailureOr<Value> convolution(ChainBuilder &c, Operation *op, ConversionPatternRewriter &rewriter, ConvolutionArgs a,
                             RankedTensorType resultType) {
  auto wType = cast<RankedTensorType>(a.weight.getType());
  auto xType = cast<RankedTensorType>(a.input.getType());
  int64_t n = wType.getRank() - 2;
  if (n < 1 || n > 3 || (xType.getRank() != n + 2 && xType.getRank() != n + 1))
    return op->emitError("convolution: expects a weight of rank 3 to 5 and an input of its rank or one less");
  auto attr = [&](ArrayRef<int64_t> v) { return rewriter.getDenseI64ArrayAttr(v); };
  Value x = a.input;
  SmallVector<int64_t> xShape(xType.getShape()), yShape(resultType.getShape());
  if (xType.getRank() == n + 1) { // unbatched
    xShape.insert(xShape.begin(), 1);
    yShape.insert(yShape.begin(), 1);
    x = c.view(x, xShape);
  }
  auto conv2d = [&](Value input, Value weight, Value bias, ArrayRef<int64_t> stride, ArrayRef<int64_t> padding,
                    ArrayRef<int64_t> dilation, ArrayRef<int64_t> outputPadding, ArrayRef<int64_t> outShape) {
    return c.make<edge::ConvolutionOp>(resultType.clone(outShape), input, weight, bias, attr(stride), attr(padding),
                                       attr(dilation), rewriter.getBoolAttr(a.transposed), attr(outputPadding),
                                       rewriter.getI64IntegerAttr(a.groups));
  };
  Value y;
  if (n == 1) { // as 2-D of height 1
    ArrayRef<int64_t> w = wType.getShape();
    ConvolutionArgs b = a;
    b.input = c.view(x, {xShape[0], xShape[1], 1, xShape[2]});
    b.weight = c.view(a.weight, {w[0], w[1], 1, w[2]});
    b.stride = {1, a.stride[0]};
    b.padding = {0, a.padding[0]};
    b.dilation = {1, a.dilation[0]};
    b.outputPadding = {0, a.outputPadding[0]};
    FailureOr<Value> y2 = convolution(c, op, rewriter, b, resultType.clone({yShape[0], yShape[1], 1, yShape[2]}));
    if (failed(y2))
      return failure();
    y = *y2;
  } else if (n == 2 && a.transposed) {
    FailureOr<Value> y2 = transposedConvolution(c, op, rewriter, a, x, resultType.clone(yShape));
    if (failed(y2))
      return failure();
    y = *y2;
  } else if (n == 2) {
    y = conv2d(x, a.weight, a.bias, a.stride, a.padding, a.dilation, a.outputPadding, yShape);
  } else if (!xType.getElementType().isF32()) {
    // f16 and bf16: the taps are summed in f32 and rounded once, as PyTorch's kernel accumulates.
    Type f32 = rewriter.getF32Type();
    ConvolutionArgs b = a;
    b.input = c.convertElements(x, f32);
    b.weight = c.convertElements(a.weight, f32);
    b.bias = a.bias ? c.convertElements(a.bias, f32) : Value();
    FailureOr<Value> wide = convolution(c, op, rewriter, b, resultType.clone(yShape).clone(f32));
    if (failed(wide))
      return failure();
    y = c.convertElements(*wide, xType.getElementType());
  } else {
    if (a.transposed)
      return op->emitError("convolution: transposed 3-D convolution is not supported yet");
    ArrayRef<int64_t> w = wType.getShape();
    int64_t N = xShape[0], C = xShape[1], D = xShape[2], H = xShape[3], W = xShape[4];
    int64_t O = yShape[1], OD = yShape[2], OH = yShape[3], OW = yShape[4];
    FailureOr<Value> padded = padOrCrop(c, op, x, 2, a.padding[0], a.padding[0]);
    if (failed(padded))
      return failure();
    x = *padded;
    D += 2 * a.padding[0];
    Value frames = c.permute(x, {0, 2, 1, 3, 4}); // [N, D, C, H, W]
    Value sum;
    for (int64_t kd = 0; kd < w[2]; ++kd) {
      int64_t first = kd * a.dilation[0];
      if (OD > 0 && first + (OD - 1) * a.stride[0] >= D)
        return op->emitError("convolution: the kernel does not fit the padded depth");
      Value picked = c.slice(frames, 1, first, first + (OD - 1) * a.stride[0] + 1, a.stride[0]);
      Value tap = c.slice(a.weight, 2, kd, kd + 1);
      Value part = conv2d(c.view(picked, {N * OD, C, H, W}), c.view(tap, {w[0], w[1], w[3], w[4]}),
                          kd == 0 ? a.bias : Value(), {a.stride[1], a.stride[2]}, {a.padding[1], a.padding[2]},
                          {a.dilation[1], a.dilation[2]}, {0, 0}, {N * OD, O, OH, OW});
      sum = sum ? c.plus(sum, part, part.getType()) : part;
    }
    y = c.permute(c.view(sum, {N, OD, O, OH, OW}), {0, 2, 1, 3, 4});
  }
  return c.view(y, resultType.getShape());
}

/// convolution: the edge op where it takes the operands (batched, 2-D, not transposed), else `convolution`'s
/// decompositions (edge_ops.py's lowered_by: no generated 1:1 lowering competes).
struct DecomposeConvolutionNd : ChainDecomposition<torch::AtenConvolutionOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenConvolutionOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto wType = dyn_cast<RankedTensorType>(adaptor.getWeight().getType());
    auto xType = dyn_cast<RankedTensorType>(adaptor.getInput().getType());
    std::optional<bool> transposed = torch::matchConstantBool(op.getTransposed());
    if (!wType || !xType)
      return rewriter.notifyMatchFailure(op, "operands without static shapes");
    size_t n = std::max<int64_t>(wType.getRank() - 2, 0);
    std::optional<SmallVector<int64_t>> stride = spatial(op.getStride(), n, 1),
                                        padding = spatial(op.getPadding(), n, 0),
                                        dilation = spatial(op.getDilation(), n, 1),
                                        outputPadding = spatial(op.getOutputPadding(), n, 0);
    std::optional<int64_t> groups = torch::matchConstantInt(op.getGroups());
    if (!stride || !padding || !dilation || !outputPadding || !transposed || !groups)
      return op.emitError("convolution: stride, padding, dilation, transposed, output_padding and groups must be "
                          "constants of one value per spatial dim");
    Value bias = torch::isNone(op.getBias()) ? Value() : adaptor.getBias();
    FailureOr<Value> y = convolution(c, op, rewriter,
                                     {adaptor.getInput(), adaptor.getWeight(), bias, *stride, *padding, *dilation,
                                      *outputPadding, *transposed, *groups},
                                     resultType);
    if (failed(y))
      return failure();
    return SmallVector<Value>{*y};
  }
};

/// conv1d, conv2d and conv3d (torch-mlir leaves them): convolution, not transposed.
template <typename OpT, size_t n> struct DecomposeConvNd : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> stride = spatial(op.getStride(), n, 1),
                                        padding = spatial(op.getPadding(), n, 0),
                                        dilation = spatial(op.getDilation(), n, 1);
    std::optional<int64_t> groups = torch::matchConstantInt(op.getGroups());
    if (!stride || !padding || !dilation || !groups)
      return op.emitError("conv: stride, padding, dilation and groups must be constants");
    Value bias = torch::isNone(op.getBias()) ? Value() : adaptor.getBias();
    FailureOr<Value> y = convolution(c, op, rewriter,
                                     {adaptor.getInput(), adaptor.getWeight(), bias, *stride, *padding, *dilation,
                                      SmallVector<int64_t>(n, 0), false, *groups},
                                     resultType);
    if (failed(y))
      return failure();
    return SmallVector<Value>{*y};
  }
};

// ---- 1-D pooling ------------------------------------------------------------------------------------------------

/// x [.., C, L] as the 4-D [N, C, 1, L] the 2-D pooling kernels take.
Value asImageRow(ChainBuilder &c, Value x) {
  ArrayRef<int64_t> s = cast<RankedTensorType>(x.getType()).getShape();
  return c.view(x, {s.size() == 3 ? s[0] : 1, s[s.size() - 2], 1, s.back()});
}

/// avg_pool1d: avg_pool2d over [N, C, 1, L] with a 1 x k window.
struct DecomposeAvgPool1d : ChainDecomposition<torch::AtenAvgPool1dOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenAvgPool1dOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<SmallVector<int64_t>> kernel = spatial(op.getKernelSize(), 1, 0);
    std::optional<SmallVector<int64_t>> stride = kernel ? spatial(op.getStride(), 1, (*kernel)[0]) : std::nullopt;
    std::optional<SmallVector<int64_t>> padding = spatial(op.getPadding(), 1, 0);
    std::optional<bool> ceil = torch::matchConstantBool(op.getCeilMode()),
                        countPad = torch::matchConstantBool(op.getCountIncludePad());
    if (!kernel || !stride || !padding || !ceil || !countPad || (xType.getRank() != 2 && xType.getRank() != 3))
      return op.emitError("avg_pool1d: expects a 2-D or 3-D input and constant parameters");
    Value row = asImageRow(c, adaptor.getSelf());
    SmallVector<int64_t> outShape(cast<RankedTensorType>(row.getType()).getShape());
    outShape[3] = resultType.getShape().back();
    Value y = c.make<edge::AvgPool2dOp>(
        resultType.clone(outShape), row, rewriter.getDenseI64ArrayAttr({1, (*kernel)[0]}),
        rewriter.getDenseI64ArrayAttr({1, (*stride)[0]}), rewriter.getDenseI64ArrayAttr({0, (*padding)[0]}),
        rewriter.getBoolAttr(*ceil), rewriter.getBoolAttr(*countPad), IntegerAttr());
    return SmallVector<Value>{c.view(y, resultType.getShape())};
  }
};

/// adaptive_avg_pool1d: _adaptive_avg_pool2d over [N, C, 1, L] to 1 x output_size.
struct DecomposeAdaptiveAvgPool1d : ChainDecomposition<torch::AtenAdaptiveAvgPool1dOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenAdaptiveAvgPool1dOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<SmallVector<int64_t>> size = spatial(op.getOutputSize(), 1, -1);
    if (!size || (*size)[0] < 1 || (xType.getRank() != 2 && xType.getRank() != 3))
      return op.emitError("adaptive_avg_pool1d: expects a 2-D or 3-D input and a constant output size");
    Value row = asImageRow(c, adaptor.getSelf());
    SmallVector<int64_t> outShape(cast<RankedTensorType>(row.getType()).getShape());
    outShape[3] = (*size)[0];
    Value y = c.make<edge::_AdaptiveAvgPool2dOp>(resultType.clone(outShape), row,
                                                 rewriter.getDenseI64ArrayAttr({1, (*size)[0]}));
    return SmallVector<Value>{c.view(y, resultType.getShape())};
  }
};

// ---- 3-D pooling: separable into pooling over (H, W), then over D -------------------------------------------

/// x [N, C, D, H, W] (or [C, D, H, W]) pooled over (H, W) by `hw` as [N, C * D, H, W], then over D by `d` as
/// [N, C, D, OH * OW] with a window of 1 in the second dim; `hw` and `d` build the 2-D pooling op for an input
/// and an output shape. Returns the result as [N, C, OD, OH, OW].
template <typename HW, typename Depth>
Value separablePool3d(ChainBuilder &c, Value x, ArrayRef<int64_t> out, HW hw, Depth d) {
  auto t = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> s(t.getShape());
  if (s.size() == 4)
    s.insert(s.begin(), 1);
  int64_t N = s[0], C = s[1], D = s[2], OD = out[out.size() - 3], OH = out[out.size() - 2], OW = out.back();
  Value planes = hw(c.view(x, {N, C * D, s[3], s[4]}), t.clone({N, C * D, OH, OW}));
  Value depth = d(c.view(planes, {N, C, D, OH * OW}), t.clone({N, C, OD, OH * OW}));
  return c.view(depth, {N, C, OD, OH, OW});
}

/// The element counts a pooling window covers along one dim, per output position, as ATen's avg_pool3d
/// divides: the window clipped to the padded input (count_include_pad) or to the input.
SmallVector<int64_t> windowCounts(int64_t in, int64_t out, int64_t k, int64_t stride, int64_t pad, bool countPad) {
  SmallVector<int64_t> counts;
  for (int64_t o = 0; o < out; ++o) {
    int64_t start = o * stride - pad, end = std::min(start + k, in + pad);
    int64_t size = end - start;
    start = std::max<int64_t>(start, 0);
    end = std::min(end, in);
    counts.push_back(countPad ? size : end - start);
  }
  return counts;
}

/// avg_pool3d: window sums over (H, W), then over D (avg_pool2d with divisor 1, in f32), divided by the
/// divisor ATen's kernel uses (divisor_override, else the product of the per-dim window counts).
struct DecomposeAvgPool3d : ChainDecomposition<torch::AtenAvgPool3dOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenAvgPool3dOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<SmallVector<int64_t>> k = spatial(op.getKernelSize(), 3, 0);
    std::optional<SmallVector<int64_t>> stride = k ? spatial(op.getStride(), 3, 0) : std::nullopt;
    std::optional<SmallVector<int64_t>> pad = spatial(op.getPadding(), 3, 0);
    std::optional<bool> ceil = torch::matchConstantBool(op.getCeilMode()),
                        countPad = torch::matchConstantBool(op.getCountIncludePad());
    std::optional<int64_t> divisor = torch::isNone(op.getDivisorOverride())
                                         ? std::optional<int64_t>(0)
                                         : torch::matchConstantInt(op.getDivisorOverride());
    if (!k || !stride || !pad || !ceil || !countPad || !divisor || (xType.getRank() != 4 && xType.getRank() != 5) ||
        !isa<FloatType>(xType.getElementType()))
      return op.emitError("avg_pool3d: expects a 4-D or 5-D floating-point input and constant parameters");
    for (int64_t i = 0; i < 3; ++i)
      if ((*stride)[i] == 0)
        (*stride)[i] = (*k)[i];
    auto attr = [&](ArrayRef<int64_t> v) { return rewriter.getDenseI64ArrayAttr(v); };
    auto sums = [&](SmallVector<int64_t> kernel, SmallVector<int64_t> step, SmallVector<int64_t> padding) {
      return [&, kernel, step, padding](Value in, RankedTensorType outType) {
        return c.make<edge::AvgPool2dOp>(outType, in, attr(kernel), attr(step), attr(padding),
                                         rewriter.getBoolAttr(*ceil), rewriter.getBoolAttr(true),
                                         rewriter.getI64IntegerAttr(1));
      };
    };
    Widened w = widen(c, adaptor.getSelf());
    ArrayRef<int64_t> out = resultType.getShape();
    Value total =
        separablePool3d(c, w.x, out, sums({(*k)[1], (*k)[2]}, {(*stride)[1], (*stride)[2]}, {(*pad)[1], (*pad)[2]}),
                        sums({(*k)[0], 1}, {(*stride)[0], 1}, {(*pad)[0], 0}));
    int64_t r = xType.getRank();
    SmallVector<SmallVector<int64_t>> counts;
    for (int64_t i = 0; i < 3; ++i)
      counts.push_back(windowCounts(xType.getDimSize(r - 3 + i), out[out.size() - 3 + i], (*k)[i], (*stride)[i],
                                    (*pad)[i], *countPad));
    SmallVector<float> divisors;
    for (int64_t a : counts[0])
      for (int64_t b : counts[1])
        for (int64_t e : counts[2])
          divisors.push_back(float(*divisor ? *divisor : a * b * e));
    SmallVector<int64_t> divShape(out.take_back(3));
    auto divType = RankedTensorType::get(divShape, rewriter.getF32Type());
    Value divisors5 =
        rewriter.create<edge::ConstantOp>(op.getLoc(), divType, DenseElementsAttr::get(divType, ArrayRef(divisors)));
    Type totalType = total.getType();
    Value avg = c.make<edge::DivTensorOp>(totalType, total, divisors5);
    return SmallVector<Value>{c.convertElements(c.view(avg, out), resultType.getElementType())};
  }
};

/// _adaptive_avg_pool3d: adaptive pooling over (H, W), then over D (its windows over D cover the same
/// count for every (h, w), so the average of averages is the average).
struct DecomposeAdaptiveAvgPool3d : ChainDecomposition<torch::Aten_AdaptiveAvgPool3dOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::Aten_AdaptiveAvgPool3dOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<SmallVector<int64_t>> size = spatial(op.getOutputSize(), 3, -1);
    if (!size || (xType.getRank() != 4 && xType.getRank() != 5) || !isa<FloatType>(xType.getElementType()))
      return op.emitError("adaptive_avg_pool3d: expects a 4-D or 5-D floating-point input and a constant output size");
    auto adaptive = [&](Value in, RankedTensorType outType) {
      ArrayRef<int64_t> o = outType.getShape();
      return c.make<edge::_AdaptiveAvgPool2dOp>(outType, in, rewriter.getDenseI64ArrayAttr({o[2], o[3]}));
    };
    Widened w = widen(c, adaptor.getSelf());
    Value y = separablePool3d(c, w.x, resultType.getShape(), adaptive, adaptive);
    return SmallVector<Value>{c.convertElements(c.view(y, resultType.getShape()), resultType.getElementType())};
  }
};

/// max_pool3d_with_indices whose indices are unused: max pooling over (H, W), then over D.
struct DecomposeMaxPool3d : ChainDecomposition<torch::AtenMaxPool3dWithIndicesOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenMaxPool3dWithIndicesOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    if (!op->getResult(1).use_empty())
      return op.emitError("max_pool3d_with_indices: the indices are not supported (only the values)");
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<SmallVector<int64_t>> k = spatial(op.getKernelSize(), 3, 0);
    std::optional<SmallVector<int64_t>> stride = k ? spatial(op.getStride(), 3, 0) : std::nullopt;
    std::optional<SmallVector<int64_t>> pad = spatial(op.getPadding(), 3, 0), dil = spatial(op.getDilation(), 3, 1);
    std::optional<bool> ceil = torch::matchConstantBool(op.getCeilMode());
    if (!k || !stride || !pad || !dil || !ceil || (xType.getRank() != 4 && xType.getRank() != 5))
      return op.emitError("max_pool3d: expects a 4-D or 5-D input and constant parameters");
    for (int64_t i = 0; i < 3; ++i)
      if ((*stride)[i] == 0)
        (*stride)[i] = (*k)[i];
    auto attr = [&](ArrayRef<int64_t> v) { return rewriter.getDenseI64ArrayAttr(v); };
    auto maxPool = [&](SmallVector<int64_t> kernel, SmallVector<int64_t> step, SmallVector<int64_t> padding,
                       SmallVector<int64_t> dilation) {
      return [&, kernel, step, padding, dilation](Value in, RankedTensorType outType) {
        return c.make<edge::MaxPool2dOp>(outType, in, attr(kernel), attr(step), attr(padding), attr(dilation),
                                         rewriter.getBoolAttr(*ceil));
      };
    };
    Value y = separablePool3d(
        c, adaptor.getSelf(), resultType.getShape(),
        maxPool({(*k)[1], (*k)[2]}, {(*stride)[1], (*stride)[2]}, {(*pad)[1], (*pad)[2]}, {(*dil)[1], (*dil)[2]}),
        maxPool({(*k)[0], 1}, {(*stride)[0], 1}, {(*pad)[0], 0}, {(*dil)[0], 1}));
    return SmallVector<Value>{c.view(y, resultType.getShape()), Value()};
  }
};

// ---- upsampling ------------------------------------------------------------------------------------------------

/// The scale factors of an upsample .vec op: absent, or one constant per spatial dim.
std::optional<SmallVector<std::optional<double>>> scaleFactors(Value v, size_t n) {
  SmallVector<std::optional<double>> scales(n);
  if (torch::isNone(v))
    return scales;
  auto list = v.getDefiningOp<torch::PrimListConstructOp>();
  if (!list || list.getElements().size() != n)
    return std::nullopt;
  for (auto [i, e] : llvm::enumerate(list.getElements()))
    if (!(scales[i] = torch::matchConstantScalar(e)))
      return std::nullopt;
  return scales;
}

/// ATen's compute_scales_value in float: 1 / the given scale factor, else input / output size.
float sourceScale(std::optional<double> scale, int64_t in, int64_t out) {
  return scale && *scale > 0 ? float(1.0 / *scale) : float(in) / float(out);
}

/// upsample_nearest2d.vec: output position o reads floor(o * scale) (at most the last), as ATen's
/// nearest_idx. Whole factors are a view, expand and view; others gather rows and columns.
struct DecomposeUpsampleNearest2d : ChainDecomposition<torch::AtenUpsampleNearest2dVecOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenUpsampleNearest2dVecOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getInput().getType());
    std::optional<SmallVector<std::optional<double>>> scales = scaleFactors(op.getScaleFactors(), 2);
    if (xType.getRank() != 4 || resultType.getRank() != 4 || !scales)
      return op.emitError("upsample_nearest2d: expects 4-D input and output and constant scale factors");
    ArrayRef<int64_t> in = xType.getShape(), out = resultType.getShape();
    SmallVector<SmallVector<int64_t>> sources(2);
    bool whole = true;
    for (int64_t d = 0; d < 2; ++d) {
      int64_t i = in[2 + d], o = out[2 + d];
      if (i == 0 && o > 0)
        return op.emitError("upsample_nearest2d: an empty input has nothing to sample");
      for (int64_t k = 0; k < o; ++k) {
        int64_t s = o == i ? k
                    : o == 2 * i
                        ? k >> 1
                        : std::min<int64_t>(int64_t(std::floor(float(k) * sourceScale((*scales)[d], i, o))), i - 1);
        sources[d].push_back(s);
        whole &= o % std::max<int64_t>(i, 1) == 0 && s == k / (o / std::max<int64_t>(i, 1));
      }
    }
    Value x = adaptor.getInput();
    if (whole) {
      int64_t fh = out[2] / std::max<int64_t>(in[2], 1), fw = out[3] / std::max<int64_t>(in[3], 1);
      x = c.view(x, {in[0], in[1], in[2], 1, in[3], 1});
      x = c.expand(x, {in[0], in[1], in[2], fh, in[3], fw});
      return SmallVector<Value>{c.view(x, out)};
    }
    for (int64_t d = 1; d >= 0; --d)
      if (in[2 + d] != out[2 + d] || sources[d] != llvm::to_vector(llvm::seq<int64_t>(0, out[2 + d])))
        x = c.selectIndices(x, 2 + d, c.indexConstant({out[2 + d]}, sources[d]), /*checked=*/true);
    return SmallVector<Value>{x};
  }
};

/// upsample_bilinear2d.vec, as ATen's CPU kernel: in f32, output position o samples the source position
/// src = scale * (o + 0.5) - 0.5 (at least 0), or scale * o with align_corners, between i0 = floor(src) and
/// i1 = min(i0 + 1, in - 1) with weights 1 - l and l = src - i0; columns first, then rows:
/// h0l (w0l x00 + w1l x01) + h1l (w0l x10 + w1l x11). The neighbours are gathered with constant positions.
struct DecomposeUpsampleBilinear2d : ChainDecomposition<torch::AtenUpsampleBilinear2dVecOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenUpsampleBilinear2dVecOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getInput().getType());
    std::optional<SmallVector<std::optional<double>>> scales = scaleFactors(op.getScaleFactors(), 2);
    std::optional<bool> alignCorners = torch::matchConstantBool(op.getAlignCorners());
    if (xType.getRank() != 4 || resultType.getRank() != 4 || !scales || !alignCorners)
      return op.emitError("upsample_bilinear2d: expects a 4-D input and constant align_corners and scale factors");
    if (!isa<FloatType>(xType.getElementType()))
      return op.emitError("upsample_bilinear2d: only floating-point inputs are supported (PyTorch's uint8 kernel "
                          "rounds fixed-point weights of its own)");
    Widened w = widen(c, adaptor.getInput());
    Value x = w.x;
    for (int64_t d = 1; d >= 0; --d) {
      int64_t in = xType.getDimSize(2 + d), out = resultType.getDimSize(2 + d);
      if (in == 0)
        return op.emitError("upsample_bilinear2d: an empty input has nothing to sample");
      SmallVector<int64_t> i0, i1;
      SmallVector<float> l0, l1;
      float scale =
          *alignCorners ? (out > 1 ? float(in - 1) / float(out - 1) : 0.0f) : sourceScale((*scales)[d], in, out);
      for (int64_t o = 0; o < out; ++o) {
        float src = *alignCorners ? scale * float(o) : std::max(scale * (float(o) + 0.5f) - 0.5f, 0.0f);
        int64_t lo = std::min<int64_t>(int64_t(src), in - 1);
        float lambda = std::min(std::max(src - float(lo), 0.0f), 1.0f);
        i0.push_back(lo);
        i1.push_back(lo < in - 1 ? lo + 1 : lo);
        l0.push_back(1.0f - lambda);
        l1.push_back(lambda);
      }
      SmallVector<int64_t> weightShape = {out, 1};
      if (d == 1)
        weightShape = {out};
      auto weightType = RankedTensorType::get(weightShape, rewriter.getF32Type());
      auto weights = [&](ArrayRef<float> v) {
        return rewriter.create<edge::ConstantOp>(op.getLoc(), weightType, DenseElementsAttr::get(weightType, v))
            .getResult();
      };
      Value near = c.selectIndices(x, 2 + d, c.indexConstant({out}, i0), /*checked=*/true);
      Value far = c.selectIndices(x, 2 + d, c.indexConstant({out}, i1), /*checked=*/true);
      Type t = near.getType();
      x = c.plus(c.mul(near, weights(l0), t), c.mul(far, weights(l1), t), t);
    }
    return SmallVector<Value>{c.convertElements(x, w.narrow.getElementType())};
  }
};

// ---- normalization with batch statistics ---------------------------------------------------------------------

/// (x - mean) * rsqrt(var + eps) over `dims` (biased variance), in f32 for f16 and bf16; returns the
/// normalized values and the mean and rstd (keeping the reduced dims).
struct Normalized {
  Value out, mean, rstd;
};
Normalized normalize(ChainBuilder &c, Value x, ArrayRef<int64_t> dims, double eps) {
  auto t = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> statShape(t.getShape());
  for (int64_t d : dims)
    statShape[d] = 1;
  auto statType = t.clone(statShape);
  Value mean = c.mean(x, dims, statType);
  Value centered = c.sub(x, mean, t);
  Value var = c.mean(c.mul(centered, centered, t), dims, statType);
  Value rstd = c.unary<edge::RsqrtOp>(c.addScalar(var, eps));
  return {c.mul(centered, rstd, t), mean, rstd};
}

/// `values` (of shape [C]) times / plus x [N, C, ...] per channel.
Value perChannel(ChainBuilder &c, Value x, Value weight, Value bias) {
  auto t = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> shape(t.getRank() - 1, 1);
  shape[0] = t.getDimSize(1);
  if (weight)
    x = c.mul(x, c.view(weight, shape), t);
  if (bias)
    x = c.plus(x, c.view(bias, shape), t);
  return x;
}

/// Results converted to the program's result types (f16 and bf16 computed in f32, statistics viewed).
FailureOr<SmallVector<Value>> asResults(ChainBuilder &c, Operation *op, const TypeConverter &converter,
                                        ArrayRef<Value> values) {
  SmallVector<Value> results;
  for (auto [result, value] : llvm::zip(op->getResults(), values)) {
    auto want = dyn_cast_or_null<RankedTensorType>(converter.convertType(result.getType()));
    if (!want)
      return op->emitError("a result has no static shape");
    if (result.use_empty()) {
      results.push_back(Value());
      continue;
    }
    if (!value)
      return op->emitError("this result is not computed (an empty statistic outside training)");
    auto have = cast<RankedTensorType>(value.getType());
    if (have.getNumElements() != want.getNumElements())
      return op->emitError("result type ") << want << " differs from the computed " << have;
    Value v = c.convertElements(c.view(value, want.getShape()), want.getElementType());
    results.push_back(v);
  }
  return results;
}

/// group_norm and native_group_norm: the norm family's kernel (edge.native_group_norm), normalizing each
/// sample's groups of channels in f32, with the per-channel affine; native_group_norm also gives mean and
/// rstd as [N, G]. The kernel takes a weight and a bias or neither: where only one is given, the other is a
/// ones weight or a zeros bias.
template <typename OpT> struct LowerGroupNorm : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  static Value groups(torch::AtenGroupNormOp op) { return op.getNumGroups(); }
  static Value groups(torch::AtenNativeGroupNormOp op) { return op.getGroup(); }
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getInput().getType());
    std::optional<int64_t> g = torch::matchConstantInt(groups(op));
    std::optional<double> eps = torch::matchConstantScalar(op.getEps());
    if (!g || !eps || xType.getRank() < 2 || !isa<FloatType>(xType.getElementType()))
      return op.emitError("group_norm: expects a floating-point input [N, C, ...] and constant groups and eps");
    int64_t N = xType.getDimSize(0), C = xType.getDimSize(1);
    if (*g < 1 || C % *g)
      return op.emitError("group_norm: ") << C << " channels do not divide into " << *g << " groups";
    int64_t spatial = 1;
    for (int64_t d = 2; d < xType.getRank(); ++d)
      spatial *= xType.getDimSize(d);
    Value weight = torch::isNone(op.getWeight()) ? Value() : adaptor.getWeight();
    Value bias = torch::isNone(op.getBias()) ? Value() : adaptor.getBias();
    completeAffine(rewriter, op, RankedTensorType::get({C}, xType.getElementType()), weight, bias);
    auto statType = RankedTensorType::get({N, *g}, xType.getElementType());
    SmallVector<Type> types = {xType, statType, statType};
    for (auto [result, type] : llvm::zip(op->getResults(), types))
      if (this->getTypeConverter()->convertType(result.getType()) != type)
        return op.emitError("group_norm: result type ") << result.getType() << " differs from the computed " << type;
    auto norm = rewriter.create<edge::NativeGroupNormOp>(
        op.getLoc(), types, adaptor.getInput(), weight, bias, rewriter.getI64IntegerAttr(N),
        rewriter.getI64IntegerAttr(C), rewriter.getI64IntegerAttr(spatial), rewriter.getI64IntegerAttr(*g),
        rewriter.getF64FloatAttr(*eps), ValueRange{});
    rewriter.replaceOp(op, norm->getResults().take_front(op->getNumResults()));
    return success();
  }
};

/// _native_batch_norm_legit (.default, .no_stats) in training mode: normalized with the batch's statistics
/// over every dim but the channels (dim 1), which it also gives as save_mean and save_rstd [C]. The
/// running statistics' update (a side effect) is not part of an inference program. Outside training, the
/// running statistics (of .default, and of _no_training where they are not constants to fold) normalize
/// instead.
template <typename OpT> struct DecomposeBatchNormLegit : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  static std::pair<Value, Value> running(torch::Aten_NativeBatchNormLegitOp::Adaptor a) {
    return {a.getRunningMean(), a.getRunningVar()};
  }
  static std::pair<Value, Value> running(torch::Aten_NativeBatchNormLegitNoTrainingOp::Adaptor a) {
    return {a.getRunningMean(), a.getRunningVar()};
  }
  static std::pair<Value, Value> running(torch::Aten_NativeBatchNormLegitNoStatsOp::Adaptor) { return {}; }
  static std::optional<bool> training(torch::Aten_NativeBatchNormLegitNoTrainingOp) { return false; }
  template <typename T> static std::optional<bool> training(T op) { return torch::matchConstantBool(op.getTraining()); }
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getInput().getType());
    std::optional<bool> training = DecomposeBatchNormLegit::training(op);
    std::optional<double> eps = torch::matchConstantScalar(op.getEps());
    if (!training || !eps || xType.getRank() < 2 || !isa<FloatType>(xType.getElementType()))
      return op.emitError("batch norm: expects a floating-point input [N, C, ...] and constant training and eps");
    Widened w = widen(c, adaptor.getInput());
    Value weight = torch::isNone(op.getWeight()) ? Value() : adaptor.getWeight();
    Value bias = torch::isNone(op.getBias()) ? Value() : adaptor.getBias();
    if (*training) {
      SmallVector<int64_t> dims = {0};
      for (int64_t d = 2; d < xType.getRank(); ++d)
        dims.push_back(d);
      Normalized n = normalize(c, w.x, dims, *eps);
      return asResults(c, op, *this->getTypeConverter(), {perChannel(c, n.out, weight, bias), n.mean, n.rstd});
    }
    auto [rm, rv] = running(adaptor);
    if (!rm)
      return op.emitError("batch norm: without running statistics it must be in training mode");
    auto shape = SmallVector<int64_t>(xType.getRank() - 1, 1);
    shape[0] = xType.getDimSize(1);
    Value centered = c.sub(w.x, c.view(c.convertElements(rm, w.wide.getElementType()), shape), w.wide);
    Value rstd =
        c.unary<edge::RsqrtOp>(c.addScalar(c.view(c.convertElements(rv, w.wide.getElementType()), shape), *eps));
    Value out = perChannel(c, c.mul(centered, rstd, w.wide), weight, bias);
    return asResults(c, op, *this->getTypeConverter(), {out, Value(), Value()});
  }
};

// ---- elementwise compositions -------------------------------------------------------------------------------

/// The `ord` vector norm of x (floating point) over `dims`, keeping them (size 1): ord 2 sqrt(sum x^2), 1
/// sum |x|, inf max |x|, -inf min |x|, 0 the count of non-zeros, other p (sum |x|^p)^(1/p).
Value vectorNorm(ChainBuilder &c, Value x, ArrayRef<int64_t> dims, double ord) {
  ConversionPatternRewriter &rewriter = c.builder();
  auto t = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> kept(t.getShape());
  for (int64_t d : dims)
    kept[d] = 1;
  auto keptType = t.clone(kept);
  auto dimsAttr = rewriter.getDenseI64ArrayAttr(dims);
  auto sum = [&](Value v) { return c.reduce<edge::SumDimIntListOp>(v, dims, true, keptType); };
  Value abs = c.unary<edge::AbsOp>(x);
  if (ord == 2)
    return c.unary<edge::SqrtOp>(sum(c.mul(x, x, t)));
  if (ord == 1)
    return sum(abs);
  if (std::isinf(ord))
    return ord > 0 ? c.make<edge::AmaxOp>(keptType, abs, dimsAttr, rewriter.getBoolAttr(true))
                   : c.make<edge::AminOp>(keptType, abs, dimsAttr, rewriter.getBoolAttr(true));
  if (ord == 0)
    return sum(c.convert(c.notZero(x, t.clone(rewriter.getI1Type())), t));
  return c.make<edge::PowTensorScalarOp>(keptType,
                                         sum(c.make<edge::PowTensorScalarOp>(t, abs, rewriter.getF64FloatAttr(ord))),
                                         rewriter.getF64FloatAttr(1.0 / ord));
}

/// linalg_vector_norm(x, ord, dim, keepdim, dtype): vectorNorm over the dims (all where none), in the
/// result's float type.
struct DecomposeVectorNorm : ChainDecomposition<torch::AtenLinalgVectorNormOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenLinalgVectorNormOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    std::optional<double> ord = torch::matchConstantScalar(op.getOrd());
    std::optional<bool> keepdim = torch::matchConstantBool(op.getKeepdim());
    std::optional<SmallVector<int64_t>> dims =
        torch::isNone(op.getDim()) ? SmallVector<int64_t>() : torch::matchConstantIntList(op.getDim());
    if (!ord || !keepdim || !dims || !isa<FloatType>(resultType.getElementType()))
      return op.emitError("linalg_vector_norm: ord, dim and keepdim must be constants, the result floating-point");
    int64_t rank = cast<RankedTensorType>(adaptor.getSelf().getType()).getRank();
    SmallVector<int64_t> reduced;
    for (int64_t d : *dims)
      reduced.push_back(d < 0 ? d + rank : d);
    if (reduced.empty())
      reduced = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    Value x = c.convertElements(adaptor.getSelf(), resultType.getElementType());
    return SmallVector<Value>{c.view(vectorNorm(c, x, reduced, *ord), resultType.getShape())};
  }
};

/// _cdist_forward(x1 [.., P, M], x2 [.., R, M], p): the p-norm distance of every pair of rows, computed
/// directly as vectorNorm of the broadcast differences [.., P, R, M] (PyTorch switches to a matrix-product
/// formula for p = 2 on large inputs; the direct one is the more accurate).
struct DecomposeCdist : ChainDecomposition<torch::Aten_CdistForwardOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::Aten_CdistForwardOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<double> p = torch::matchConstantScalar(op.getP());
    auto aType = cast<RankedTensorType>(adaptor.getX1().getType());
    auto bType = cast<RankedTensorType>(adaptor.getX2().getType());
    int64_t rank = aType.getRank();
    if (!p || *p < 0 || rank < 2 || bType.getRank() != rank || !isa<FloatType>(aType.getElementType()) ||
        aType.getElementType() != bType.getElementType())
      return op.emitError("cdist: expects two floating-point tensors of one rank >= 2 and a constant p >= 0");
    Widened a = widen(c, adaptor.getX1()), b = widen(c, adaptor.getX2());
    SmallVector<int64_t> aShape(aType.getShape()), bShape(bType.getShape());
    aShape.insert(aShape.end() - 1, 1); // [.., P, 1, M]
    bShape.insert(bShape.end() - 2, 1); // [.., 1, R, M]
    SmallVector<int64_t> diffShape(resultType.getShape());
    diffShape.push_back(aType.getShape().back());
    Value diff = c.sub(c.view(a.x, aShape), c.view(b.x, bShape), a.wide.clone(diffShape));
    Value norm = vectorNorm(c, diff, {int64_t(diffShape.size()) - 1}, *p);
    return SmallVector<Value>{c.convertElements(c.view(norm, resultType.getShape()), resultType.getElementType())};
  }
};

/// _pdist_forward(x [N, M], p): the p-norm distance of rows i < j, in row-major order of the pairs: both
/// rows of every pair gathered (constant positions), then vectorNorm of their difference.
struct DecomposePdist : ChainDecomposition<torch::Aten_PdistForwardOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::Aten_PdistForwardOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<double> p = torch::matchConstantScalar(op.getP());
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    if (!p || *p < 0 || xType.getRank() != 2 || !isa<FloatType>(xType.getElementType()))
      return op.emitError("pdist: expects a 2-D floating-point input and a constant p >= 0");
    int64_t n = xType.getDimSize(0), m = xType.getDimSize(1);
    SmallVector<int64_t> first, second;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = i + 1; j < n; ++j) {
        first.push_back(i);
        second.push_back(j);
      }
    int64_t pairs = first.size();
    if (pairs == 0)
      return SmallVector<Value>{splatValue(rewriter, op, resultType, 0.0, 0)};
    Widened w = widen(c, adaptor.getSelf());
    Value diff = c.sub(c.takeRows(w.x, c.indexConstant({pairs}, first)),
                       c.takeRows(w.x, c.indexConstant({pairs}, second)), w.wide.clone({pairs, m}));
    Value norm = vectorNorm(c, diff, {1}, *p);
    return SmallVector<Value>{c.convertElements(c.view(norm, {pairs}), resultType.getElementType())};
  }
};

/// cumsum(x, dim, dtype): prefixSum in the result's type (integers and bools sum into int64 unless a dtype
/// is given, wrapping as PyTorch's; f16 and bf16 in f32, rounded once).
struct DecomposeCumsum : ChainDecomposition<torch::AtenCumsumOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenCumsumOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<int64_t> dim = torch::matchConstantInt(op.getDim());
    int64_t rank = std::max<int64_t>(xType.getRank(), 1);
    if (!dim || *dim < -rank || *dim >= rank)
      return op.emitError("cumsum: dim must be a constant within the input's rank");
    Type elem = resultType.getElementType();
    Type compute = elem.isF16() || elem.isBF16() ? rewriter.getF32Type() : elem;
    Value x = c.convertElements(c.view(adaptor.getSelf(), xType.getRank() ? xType.getShape() : ArrayRef<int64_t>{1}),
                                compute);
    FailureOr<Value> sums = prefixSum(c, op, x, *dim < 0 ? *dim + rank : *dim);
    if (failed(sums))
      return failure();
    return SmallVector<Value>{c.view(c.convertElements(*sums, elem), resultType.getShape())};
  }
};

/// elu(x, alpha, scale, input_scale) = x > 0 ? x * scale : expm1(x * input_scale) * alpha * scale, in f32
/// for f16 and bf16, as ATen's vectorized kernel.
struct DecomposeElu : ChainDecomposition<torch::AtenEluOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenEluOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<double> alpha = torch::matchConstantScalar(op.getAlpha()),
                          scale = torch::matchConstantScalar(op.getScale()),
                          inputScale = torch::matchConstantScalar(op.getInputScale());
    if (!alpha || !scale || !inputScale || !isa<FloatType>(resultType.getElementType()))
      return op.emitError("elu: expects a floating-point input and constant alpha, scale and input_scale");
    Widened w = widen(c, adaptor.getSelf());
    Value scaledIn = *inputScale == 1.0 ? w.x : c.mulScalar(w.x, *inputScale);
    Value negative = c.mulScalar(c.unary<edge::Expm1Op>(scaledIn), *alpha * *scale);
    Value positive = *scale == 1.0 ? w.x : c.mulScalar(w.x, *scale);
    Value positiveMask =
        c.make<edge::GtScalarOp>(w.wide.clone(rewriter.getI1Type()), w.x, rewriter.getI64IntegerAttr(0));
    Value y = c.make<edge::WhereSelfOp>(w.wide, positiveMask, positive, negative);
    return SmallVector<Value>{c.convertElements(y, resultType.getElementType())};
  }
};

// ---- grid sampling and folding ----------------------------------------------------------------------------

/// grid_sampler_2d(input [N, C, H, W], grid [N, Ho, Wo, 2], interpolation, padding, align_corners), as ATen's
/// CPU kernel, in the operands' type (f16 and bf16 rounded after every step as that kernel's are): grid x (width) and y
/// (height) unnormalized to source coordinates, made to fall inside by the padding mode (border clips, reflection
/// mirrors then clips; bicubic applies it to each tap instead), then interpolated (bilinear between the four floor/ceil
/// neighbours, nearest at the round-half-even position, bicubic over 4 x 4 taps with A = -0.75); taps outside the input
/// read 0. Each tap gathers the rows of the input viewed as [N * H * W, C] at n * H * W + y * W + x.
struct GridSampler {
  ChainBuilder &c;
  Value table, batchBase;             // [N * H * W, C]; n * H * W as [N, 1, 1] (i64)
  RankedTensorType coordType;         // [N, Ho, Wo]
  int64_t height, width, padding;
  bool alignCorners;

  Value unnormalize(Value coord, int64_t size) {
    if (alignCorners)
      return c.mulScalar(c.addScalar(coord, 1.0), double(float(size - 1) / 2.0f));
    return c.addScalar(c.mulScalar(c.addScalar(coord, 1.0), double(float(size) / 2.0f)), -0.5);
  }
  Value clip(Value x, int64_t size) {
    return c.make<edge::ClampOp>(coordType, x, c.builder().getF64FloatAttr(0.0),
                                 c.builder().getF64FloatAttr(double(size - 1)));
  }
  /// x mirrored into [twiceLow / 2, twiceHigh / 2].
  Value reflect(Value x, int64_t twiceLow, int64_t twiceHigh) {
    if (twiceLow == twiceHigh)
      return c.mulScalar(x, 0.0);
    double low = double(twiceLow) / 2, span = double(twiceHigh - twiceLow) / 2;
    Value distance = c.unary<edge::AbsOp>(c.addScalar(x, -low));
    Value flips =
        c.unary<edge::TruncOp>(c.make<edge::DivScalarOp>(coordType, distance, c.builder().getF64FloatAttr(span)));
    Value extra = c.sub(distance, c.mulScalar(flips, span), coordType);
    Value odd = c.make<edge::NeScalarOp>(coordType.clone(c.builder().getI1Type()),
                                         c.make<edge::FmodScalarOp>(coordType, flips, c.builder().getF64FloatAttr(2.0)),
                                         c.builder().getI64IntegerAttr(0));
    return c.make<edge::WhereSelfOp>(coordType, odd, c.rsubScalar(extra, span + low), c.addScalar(extra, low));
  }
  Value pad(Value x, int64_t size) {
    if (padding == 1)
      return clip(x, size);
    if (padding == 2)
      return clip(alignCorners ? reflect(x, 0, 2 * (size - 1)) : reflect(x, -1, 2 * size - 1), size);
    return x;
  }
  /// A coordinate along one axis for taps: whether it lies inside and its position (0 where it does not).
  struct Axis {
    Value inside, position;
  };
  Axis axis(Value x, int64_t size) {
    Type i1 = c.builder().getI1Type(), i64 = c.builder().getI64Type();
    auto maskType = coordType.clone(i1);
    Value inside =
        c.make<edge::LogicalAndOp>(maskType, c.make<edge::GtScalarOp>(maskType, x, c.builder().getI64IntegerAttr(-1)),
                                   c.make<edge::LtScalarOp>(maskType, x, c.builder().getI64IntegerAttr(size)));
    // Converting truncates, as the kernel's cast; outside positions become 0 first (no overflow).
    Value position = c.convertElements(
        c.make<edge::WhereScalarSelfOp>(coordType, c.logicalNot(inside, maskType), c.builder().getF64FloatAttr(0.0), x),
        i64);
    return {inside, position};
  }
  /// input[n, :, y, x] at each grid point, 0 outside: [N, Ho, Wo, C].
  Value tap(const Axis &x, const Axis &y) {
    auto maskType = cast<RankedTensorType>(x.inside.getType());
    Value inside = c.make<edge::LogicalAndOp>(maskType, x.inside, y.inside);
    auto indexType = cast<RankedTensorType>(x.position.getType());
    Value flat =
        c.plus(c.plus(c.withInt<edge::MulScalarOp>(y.position, width), x.position, indexType), batchBase, indexType);
    Value rows = c.takeRows(table, flat);
    auto rowsType = cast<RankedTensorType>(rows.getType());
    SmallVector<int64_t> maskShape(maskType.getShape());
    maskShape.push_back(1);
    Value outside = c.view(c.logicalNot(inside, maskType), maskShape);
    return c.make<edge::WhereScalarSelfOp>(rowsType, outside, c.builder().getF64FloatAttr(0.0), rows);
  }
  /// `weight` [N, Ho, Wo] times `value` [N, Ho, Wo, C].
  Value weighted(Value weight, Value value) {
    SmallVector<int64_t> shape(coordType.getShape());
    shape.push_back(1);
    return c.mul(value, c.view(weight, shape), value.getType());
  }
  /// The cubic convolution weights of the taps at -1, 0, 1 and 2 from t in [0, 1).
  SmallVector<Value> cubicWeights(Value t) {
    const double a = -0.75;
    auto outer = [&](Value x) { // ((A x - 5A) x + 8A) x - 4A, for 1 < |x| < 2
      return c.addScalar(
          c.mul(c.addScalar(c.mul(c.addScalar(c.mulScalar(x, a), -5 * a), x, coordType), 8 * a), x, coordType), -4 * a);
    };
    auto inner = [&](Value x) { // ((A + 2) x - (A + 3)) x x + 1, for |x| <= 1
      return c.addScalar(c.mul(c.mul(c.addScalar(c.mulScalar(x, a + 2), -(a + 3)), x, coordType), x, coordType), 1.0);
    };
    return {outer(c.addScalar(t, 1.0)), inner(t), inner(c.rsubScalar(t, 1.0)), outer(c.rsubScalar(t, 2.0))};
  }
};

struct DecomposeGridSampler2d : ChainDecomposition<torch::AtenGridSampler2dOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenGridSampler2dOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getInput().getType());
    auto gridType = cast<RankedTensorType>(adaptor.getGrid().getType());
    std::optional<int64_t> mode = torch::matchConstantInt(op.getInterpolationMode());
    std::optional<int64_t> padding = torch::matchConstantInt(op.getPaddingMode());
    std::optional<bool> alignCorners = torch::matchConstantBool(op.getAlignCorners());
    if (xType.getRank() != 4 || gridType.getRank() != 4 || gridType.getDimSize(3) != 2 ||
        gridType.getDimSize(0) != xType.getDimSize(0) || !isa<FloatType>(xType.getElementType()) ||
        !isa<FloatType>(gridType.getElementType()))
      return op.emitError("grid_sampler_2d: expects a floating-point input [N, C, H, W] and grid [N, Ho, Wo, 2]");
    if (!mode || *mode < 0 || *mode > 2 || !padding || *padding < 0 || *padding > 2 || !alignCorners)
      return op.emitError("grid_sampler_2d: interpolation mode (0-2), padding mode (0-2) and align_corners must "
                          "be constants");
    int64_t n = xType.getDimSize(0), channels = xType.getDimSize(1), h = xType.getDimSize(2), w = xType.getDimSize(3);
    if (h == 0 || w == 0)
      return op.emitError("grid_sampler_2d: the input must have non-empty spatial dimensions");
    int64_t ho = gridType.getDimSize(1), wo = gridType.getDimSize(2);
    Type elem = gridType.getElementType();
    Value table = c.view(c.permute(c.convertElements(adaptor.getInput(), elem), {0, 2, 3, 1}), {n * h * w, channels});
    SmallVector<int64_t> bases;
    for (int64_t b = 0; b < n; ++b)
      bases.push_back(b * h * w);
    auto coordType = RankedTensorType::get({n, ho, wo}, elem);
    GridSampler s{c, table, c.indexConstant({n, 1, 1}, bases), coordType, h, w, *padding, *alignCorners};
    Value grid = adaptor.getGrid();
    auto component = [&](int64_t k) { return c.view(c.slice(grid, 3, k, k + 1), {n, ho, wo}); };
    Value gx = s.unnormalize(component(0), w), gy = s.unnormalize(component(1), h);
    Value out;
    if (*mode == 0) { // bilinear
      gx = s.pad(gx, w);
      gy = s.pad(gy, h);
      Value west = c.unary<edge::FloorOp>(gx), north = c.unary<edge::FloorOp>(gy);
      Value east = c.addScalar(west, 1.0), south = c.addScalar(north, 1.0);
      Value tw = c.sub(gx, west, coordType), te = c.rsubScalar(tw, 1.0);
      Value tn = c.sub(gy, north, coordType), ts = c.rsubScalar(tn, 1.0);
      GridSampler::Axis xw = s.axis(west, w), xe = s.axis(east, w), yn = s.axis(north, h), ys = s.axis(south, h);
      out = s.weighted(c.mul(ts, te, coordType), s.tap(xw, yn));
      Type t = out.getType();
      out = c.plus(out, s.weighted(c.mul(ts, tw, coordType), s.tap(xe, yn)), t);
      out = c.plus(out, s.weighted(c.mul(tn, te, coordType), s.tap(xw, ys)), t);
      out = c.plus(out, s.weighted(c.mul(tn, tw, coordType), s.tap(xe, ys)), t);
    } else if (*mode == 1) { // nearest
      out = s.tap(s.axis(c.unary<edge::RoundOp>(s.pad(gx, w)), w), s.axis(c.unary<edge::RoundOp>(s.pad(gy, h)), h));
    } else { // bicubic
      Value x0 = c.unary<edge::FloorOp>(gx), y0 = c.unary<edge::FloorOp>(gy);
      SmallVector<Value> wx = s.cubicWeights(c.sub(gx, x0, coordType));
      SmallVector<Value> wy = s.cubicWeights(c.sub(gy, y0, coordType));
      SmallVector<GridSampler::Axis> xs, ys;
      for (int64_t k = 0; k < 4; ++k) {
        xs.push_back(s.axis(s.pad(c.addScalar(x0, double(k - 1)), w), w));
        ys.push_back(s.axis(s.pad(c.addScalar(y0, double(k - 1)), h), h));
      }
      for (int64_t i = 0; i < 4; ++i)
        for (int64_t j = 0; j < 4; ++j) {
          Value term = s.weighted(c.mul(wx[j], wy[i], coordType), s.tap(xs[j], ys[i]));
          out = out ? c.plus(out, term, term.getType()) : term;
        }
    }
    out = c.permute(out, {0, 3, 1, 2});
    return SmallVector<Value>{c.convertElements(out, resultType.getElementType())};
  }
};

/// col2im (F.fold): columns [N, C * kh * kw, L] (or unbatched) summed into an image [N, C, H, W]. The
/// columns of kernel offset (i, j) are an [Lh, Lw] grid landing at rows i * dh - ph + stride * l: each is
/// spread by its stride (padding after every element), moved into place (padding or cropping the ends) and
/// added, in ATen's order (offsets in turn, from zero).
struct DecomposeCol2im : ChainDecomposition<torch::AtenCol2imOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenCol2imOp op, OpAdaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    auto xType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<SmallVector<int64_t>> size = intList(op.getOutputSize()), kernel = spatial(op.getKernelSize(), 2, 1),
                                        dilation = spatial(op.getDilation(), 2, 1),
                                        padding = spatial(op.getPadding(), 2, 0),
                                        stride = spatial(op.getStride(), 2, 1);
    if (!size || size->size() != 2 || !kernel || !dilation || !padding || !stride)
      return op.emitError("col2im: output_size, kernel_size, dilation, padding and stride must be constant pairs");
    bool batched = xType.getRank() == 3;
    if (xType.getRank() != 2 && !batched)
      return op.emitError("col2im: expects a 2-D or 3-D input");
    int64_t n = batched ? xType.getDimSize(0) : 1, rows = xType.getDimSize(batched ? 1 : 0),
            length = xType.getDimSize(batched ? 2 : 1);
    int64_t blocks[2];
    for (int d = 0; d < 2; ++d) {
      if ((*kernel)[d] <= 0 || (*dilation)[d] <= 0 || (*padding)[d] < 0 || (*stride)[d] <= 0 || (*size)[d] < 0)
        return op.emitError("col2im: kernel_size, dilation and stride must be positive, padding non-negative");
      int64_t span = (*size)[d] + 2 * (*padding)[d] - (*dilation)[d] * ((*kernel)[d] - 1) - 1;
      blocks[d] = span < 0 ? 0 : span / (*stride)[d] + 1;
    }
    int64_t kh = (*kernel)[0], kw = (*kernel)[1], lh = blocks[0], lw = blocks[1];
    if (rows % (kh * kw) || lh * lw != length)
      return op.emitError("col2im: the input's size does not match the kernel size and the output's blocks");
    int64_t channels = rows / (kh * kw), height = (*size)[0], width = (*size)[1];
    // [kh * kw, N * C, Lh, Lw]: one piece per kernel offset.
    Value pieces = c.view(c.permute(c.view(adaptor.getSelf(), {n, channels, kh * kw, length}), {2, 0, 1, 3}),
                          {kh * kw, n * channels, lh, lw});
    auto pieceType = resultType.clone({n * channels, lh, lw});
    Value image;
    for (int64_t i = 0; i < kh; ++i)
      for (int64_t j = 0; j < kw; ++j) {
        int64_t rowStart = i * (*dilation)[0] - (*padding)[0], colStart = j * (*dilation)[1] - (*padding)[1];
        int64_t rowSpan = lh * (*stride)[0], colSpan = lw * (*stride)[1];
        if (rowStart >= height || rowStart + rowSpan <= 0 || colStart >= width || colStart + colSpan <= 0 || lh == 0 ||
            lw == 0)
          continue; // lands entirely in the padding
        Value piece = c.make<edge::SelectIntOp>(pieceType, pieces, rewriter.getI64IntegerAttr(0),
                                                rewriter.getI64IntegerAttr(i * kw + j));
        // Spread: each element followed by stride - 1 zeros, rows and columns.
        piece = c.view(piece, {n * channels, lh, 1, lw, 1});
        FailureOr<Value> spread = padOrCrop(c, op, piece, 2, 0, (*stride)[0] - 1);
        if (succeeded(spread))
          spread = padOrCrop(c, op, *spread, 4, 0, (*stride)[1] - 1);
        if (failed(spread))
          return failure();
        piece = c.view(*spread, {n * channels, rowSpan, colSpan});
        FailureOr<Value> placed = padOrCrop(c, op, piece, 1, rowStart, height - rowStart - rowSpan);
        if (succeeded(placed))
          placed = padOrCrop(c, op, *placed, 2, colStart, width - colStart - colSpan);
        if (failed(placed))
          return failure();
        image = image ? c.plus(image, *placed, image.getType()) : *placed;
      }
    if (!image) // every block in the padding, or no blocks: zeros
      image = splatValue(rewriter, op, resultType.clone({n * channels, height, width}), 0.0, 0);
    return SmallVector<Value>{c.view(image, resultType.getShape())};
  }
};

} // namespace

void edgec::populateTorchToEdgeLayerPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<DecomposeConvolutionNd, DecomposeConvNd<torch::AtenConv1dOp, 1>, DecomposeConvNd<torch::AtenConv2dOp, 2>,
               DecomposeConvNd<torch::AtenConv3dOp, 3>, DecomposeAvgPool1d, DecomposeAdaptiveAvgPool1d,
               DecomposeUpsampleNearest2d, DecomposeUpsampleBilinear2d, LowerGroupNorm<torch::AtenGroupNormOp>,
               LowerGroupNorm<torch::AtenNativeGroupNormOp>,
               DecomposeBatchNormLegit<torch::Aten_NativeBatchNormLegitOp>,
               DecomposeBatchNormLegit<torch::Aten_NativeBatchNormLegitNoStatsOp>,
               DecomposeBatchNormLegit<torch::Aten_NativeBatchNormLegitNoTrainingOp>, DecomposeVectorNorm, DecomposeElu,
               DecomposeCdist, DecomposePdist, DecomposeCumsum, DecomposeAvgPool3d, DecomposeAdaptiveAvgPool3d,
               DecomposeMaxPool3d, DecomposeGridSampler2d, DecomposeCol2im>(converter, ctx);
}
