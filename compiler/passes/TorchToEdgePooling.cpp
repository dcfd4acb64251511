//===- TorchToEdgePooling.cpp - pooling, resizing and padding into edge ops ===//
//
// Pooling, resizing and padding: adaptive_avg_pool2d (the adaptive pooling kernel), nearest upsampling and
// grid sampling through gathers (bilinear upsampling is a kernel op of its own), and padding (constant by concatenation, reflection, replication and circular by
// gathers). Each follows the formula (and, where it decides the rounding, the order
// of operations) of PyTorch's CPU kernel.
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include <cmath>

using namespace mlir;
using namespace edgec;

namespace {

/// adaptive_avg_pool2d: _adaptive_avg_pool2d.
struct DecomposeAdaptiveAvgPool2d : ChainDecomposition<torch::AtenAdaptiveAvgPool2dOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenAdaptiveAvgPool2dOp op, OpAdaptor adaptor,
                                          RankedTensorType resultType, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> size = torch::matchConstantIntList(op.getOutputSize());
    if (!size)
      return op.emitError("adaptive_avg_pool2d: output_size must be a constant");
    Value result = c.make<edge::_AdaptiveAvgPool2dOp>(resultType, adaptor.getSelf(), rewriter.getDenseI64ArrayAttr(*size));
    return SmallVector<Value>{result};
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

// ---- grid sampling ----------------------------------------------------------------------------------------------

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

// ---- padding ----------------------------------------------------------------------------------------------------

/// constant_pad_nd, and pad: for each padded dim, from the last, padOrCrop with the fill value (mode
/// "constant"); modes "reflect", "replicate" and "circular" gather positions mapped into the input
/// (indexPad).
template <typename OpT> struct DecomposeConstantPad : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  /// The fill value (and its integer value, where it is one), or failure.
  static FailureOr<std::pair<double, std::optional<int64_t>>> fill(torch::AtenConstantPadNdOp op) {
    std::optional<double> v = torch::matchConstantScalar(op.getValue());
    if (!v)
      return failure();
    return std::make_pair(*v, torch::matchConstantInt(op.getValue()));
  }
  static FailureOr<std::pair<double, std::optional<int64_t>>> fill(torch::AtenPadOp op) {
    if (torch::isNone(op.getValue()))
      return std::make_pair(0.0, std::optional<int64_t>(0));
    std::optional<double> v = torch::matchConstantScalar(op.getValue());
    if (!v)
      return failure();
    return std::make_pair(*v, std::optional<int64_t>());
  }
  static StringRef mode(torch::AtenConstantPadNdOp) { return "constant"; }
  static StringRef mode(torch::AtenPadOp op) {
    auto str = op.getMode().template getDefiningOp<torch::ConstantStrOp>();
    return str ? str.getValue() : StringRef();
  }
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> pads = torch::matchConstantIntList(op.getPad());
    Value x = adaptor.getSelf();
    int64_t rank = cast<RankedTensorType>(x.getType()).getRank();
    StringRef how = mode(op);
    if (!pads || (how != "constant" && how != "reflect" && how != "replicate" && how != "circular"))
      return op.emitError("pad: pad and the mode (\"constant\", \"reflect\", \"replicate\" or \"circular\") "
                          "must be constants");
    if (pads->size() % 2 || int64_t(pads->size()) > 2 * rank)
      return op.emitError("pad: ") << pads->size() << " amounts for a tensor of rank " << rank;
    if (how != "constant") {
      if (!torch::isNone(op->getOperand(3)))
        return op.emitError("pad: a fill value only goes with mode \"constant\"");
      FailureOr<Value> padded = indexPad(c, op, x, *pads,
                                         how == "reflect"     ? PadMode::Reflect
                                         : how == "replicate" ? PadMode::Replicate
                                                              : PadMode::Circular);
      if (failed(padded))
        return failure();
      return SmallVector<Value>{*padded};
    }
    FailureOr<std::pair<double, std::optional<int64_t>>> value = fill(op);
    if (failed(value))
      return op.emitError("pad: the fill value must be a constant");
    for (size_t k = 0; k < pads->size() / 2; ++k) {
      FailureOr<Value> padded =
          padOrCrop(c, op, x, rank - 1 - int64_t(k), (*pads)[2 * k], (*pads)[2 * k + 1], value->first, value->second);
      if (failed(padded))
        return failure();
      x = *padded;
    }
    if (x.getType() != resultType)
      return op.emitError("pad: result type ") << resultType << " differs from the computed " << x.getType();
    return SmallVector<Value>{x};
  }
};

/// reflection_pad{1,2,3}d and replication_pad{2,3}d: indexPad.
template <typename OpT, PadMode Mode> struct DecomposeIndexPad : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                          ChainBuilder &c, ConversionPatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> padding = torch::matchConstantIntList(op.getPadding());
    if (!padding)
      return op.emitError("pad: padding must be constant");
    FailureOr<Value> padded = indexPad(c, op, adaptor.getSelf(), *padding, Mode);
    if (failed(padded))
      return failure();
    return SmallVector<Value>{*padded};
  }
};

} // namespace

void edgec::populateTorchToEdgePoolingPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns.add<DecomposeAdaptiveAvgPool2d,
               DecomposeConstantPad<torch::AtenConstantPadNdOp>, DecomposeConstantPad<torch::AtenPadOp>,
               DecomposeUpsampleNearest2d, DecomposeGridSampler2d,
               DecomposeIndexPad<torch::AtenReflectionPad1dOp, PadMode::Reflect>,
               DecomposeIndexPad<torch::AtenReflectionPad2dOp, PadMode::Reflect>,
               DecomposeIndexPad<torch::AtenReflectionPad3dOp, PadMode::Reflect>,
               DecomposeIndexPad<torch::AtenReplicationPad2dOp, PadMode::Replicate>,
               DecomposeIndexPad<torch::AtenReplicationPad3dOp, PadMode::Replicate>>(converter, patterns.getContext());
}
