//===- TorchToEdgeConvolution.cpp - convolution forms into edge ops -------===//
//
// Convolutions the edge kernel (batched, 2-D, not transposed) does not take, through it: unbatched inputs, 1-D
// as 2-D of height 1, transposed as the plain convolution it equals, 3-D as a sum of 2-D ones over the
// kernel's depth; and col2im (F.fold) as spread, placed and added pieces. Each follows the formula (and, where
// it decides the rounding, the order of operations) of PyTorch's CPU kernel.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

using namespace mlir;
using namespace edgec;

namespace {

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

// ---- folding ----------------------------------------------------------------------------------------------------

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

void edgec::populateTorchToEdgeConvolutionPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns.add<DecomposeConvolutionNd, DecomposeConvNd<torch::AtenConv1dOp, 1>, DecomposeConvNd<torch::AtenConv2dOp, 2>,
               DecomposeConvNd<torch::AtenConv3dOp, 3>, DecomposeCol2im>(converter, patterns.getContext());
}
