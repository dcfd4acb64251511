//===- TorchToEdgeComplex.cpp - complex tensors as (real, imaginary) pairs ===//
//
// A complex64 tensor of shape S becomes an f32 tensor of shape S + [2]: view_as_real's layout, which is also
// complex64's bytes, so program inputs and outputs keep PyTorch's memory layout. Only the ops lowered here
// take complex tensors; every other op touching one is named as unsupported before anything is converted
// (findUnsupportedOps), because a real kernel would read the pairs as one more dimension and compute
// nonsense. They are converted first, on their own (lowerComplexOps), so that no real-valued pattern can
// ever match an op on complex values.
//
// FFTs (_fft_r2c, _fft_c2r, _fft_c2c) are discrete Fourier transforms as products with DFT matrices, one per
// transformed dim, computed in double precision at compile time: O(n^2) work per dim, run by the matmul
// kernels of both targets. ATen's pocketfft is O(n log n); the matrices bound the lengths (kMaxDftBytes).
//===----------------------------------------------------------------------===//
#include "passes/TorchToEdgeChains.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace edgec;

namespace {

/// The largest DFT matrix one transformed dim may take (it is a constant of the program).
constexpr int64_t kMaxDftBytes = int64_t(64) << 20;

/// The logical rank of a pair tensor (without its pair dim).
int64_t logicalRank(Value pairs) { return cast<RankedTensorType>(pairs.getType()).getRank() - 1; }

RankedTensorType f32Type(ArrayRef<int64_t> shape, MLIRContext *ctx) {
  return RankedTensorType::get(shape, Float32Type::get(ctx));
}

/// A real tensor as pairs with imaginary parts 0, in f32.
Value realToPairs(ChainBuilder &c, Operation *op, Value real) {
  MLIRContext *ctx = real.getContext();
  real = c.convertElements(real, Float32Type::get(ctx));
  SmallVector<int64_t> shape(cast<RankedTensorType>(real.getType()).getShape());
  shape.push_back(1);
  Value re = c.view(real, shape);
  Value im = splatValue(c.builder(), op, f32Type(shape, ctx), 0.0, std::nullopt);
  shape.back() = 2;
  return c.make<edge::CatOp>(f32Type(shape, ctx), ValueRange{re, im}, c.builder().getI64IntegerAttr(-1));
}

/// Component `which` (0: real, 1: imaginary) of pairs, keeping the pair dim as size 1.
Value component(ChainBuilder &c, Value pairs, int64_t which) {
  auto t = cast<RankedTensorType>(pairs.getType());
  return c.slice(pairs, t.getRank() - 1, which, which + 1);
}

/// The DFT matrix of one dim, in f32: `rows` x `cols` from entry(row, col), computed in double.
template <typename Entry>
FailureOr<Value> dftMatrix(ChainBuilder &c, Operation *op, int64_t rows, int64_t cols, Entry entry) {
  if (rows < 1 || cols < 1 || rows > kMaxDftBytes / 4 / cols) // divided: no product can overflow
    return op->emitError("FFT: a transform of this length needs a ")
           << rows << " x " << cols << " DFT matrix (" << int64_t(double(rows) * double(cols) * 4 / (1 << 20))
           << " MiB); edgec computes FFTs as DFT matrix products and takes matrices up to " << kMaxDftBytes / (1 << 20)
           << " MiB per transformed dim";
  std::vector<float> values(size_t(rows * cols));
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j)
      values[size_t(i * cols + j)] = float(entry(i, j));
  auto type = f32Type({rows, cols}, op->getContext());
  return c.builder()
      .create<edge::ConstantOp>(op->getLoc(), type, DenseElementsAttr::get(type, ArrayRef<float>(values)))
      .getResult();
}

/// cos and sin of 2 pi a b / n: the product reduced mod n first keeps large angles accurate, and multiples
/// of pi / 2 are exact, so that the imaginary parts of the zero and Nyquist frequencies of a real signal come
/// out as exactly +0, as pocketfft's do (angle() tells +0 from -0 on the negative real axis).
struct Twiddle {
  double cos, sin;
};
Twiddle twiddle(int64_t a, int64_t b, int64_t n) {
  int64_t r = (a * b) % n;
  if (r == 0)
    return {1.0, 0.0};
  if (2 * r == n)
    return {-1.0, 0.0};
  if (4 * r == n)
    return {0.0, 1.0};
  if (4 * r == 3 * n)
    return {0.0, -1.0};
  double t = 2.0 * M_PI * double(r) / double(n);
  return {std::cos(t), std::sin(t)};
}
/// -v, where a zero stays +0 (sign * sin may still give -0 entries; with accumulations that start at +0 they
/// do not show).
double negate(double v) { return 0.0 - v; }

/// x with the real matrix `w` [in, out] applied along logical dim `dim`: moved last, flattened with its
/// pair dim where `inPairs` (in = 2 n), multiplied, split into pairs where `outPairs` (out = 2 k), moved back.
FailureOr<Value> applyAlong(ChainBuilder &c, Operation *op, Value x, int64_t dim, bool inPairs, Value w,
                            bool outPairs) {
  auto t = cast<RankedTensorType>(x.getType());
  int64_t rank = t.getRank() - (inPairs ? 1 : 0);
  SmallVector<int64_t> perm;
  for (int64_t d = 0; d < rank; ++d)
    if (d != dim)
      perm.push_back(d);
  perm.push_back(dim);
  SmallVector<int64_t> permPairs(perm);
  if (inPairs)
    permPairs.push_back(rank);
  Value moved = c.permute(x, permPairs);
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d + 1 < rank; ++d)
    shape.push_back(t.getDimSize(perm[d]));
  int64_t in = cast<RankedTensorType>(w.getType()).getDimSize(0),
          out = cast<RankedTensorType>(w.getType()).getDimSize(1);
  shape.push_back(in);
  moved = c.view(moved, shape);
  shape.back() = out;
  FailureOr<Value> product = matmul(c, op, moved, w, f32Type(shape, op->getContext()));
  if (failed(product))
    return failure();
  Value y = *product;
  if (outPairs) {
    shape.back() = out / 2;
    shape.push_back(2);
    y = c.view(y, shape);
  }
  // Back: the transformed dim returns to `dim`, the others keep their order.
  SmallVector<int64_t> inverse(rank);
  for (int64_t d = 0; d < rank; ++d)
    inverse[perm[d]] = d;
  if (outPairs)
    inverse.push_back(rank);
  return c.permute(y, inverse);
}

/// The scale of one dim of length n for ATen's fft_norm_mode: 0 none, 1 1/sqrt(n), 2 1/n.
FailureOr<double> normScale(Operation *op, int64_t mode, int64_t n) {
  switch (mode) {
  case 0:
    return 1.0;
  case 1:
    return 1.0 / std::sqrt(double(n));
  case 2:
    return 1.0 / double(n);
  }
  return op->emitError("FFT: normalization ") << mode << " is not one of ATen's modes (0, 1, 2)";
}

/// The transformed dims, normalized and checked to be distinct and within the rank.
FailureOr<SmallVector<int64_t>> fftDims(Operation *op, Value list, int64_t rank) {
  std::optional<SmallVector<int64_t>> dims = torch::matchConstantIntList(list);
  if (!dims)
    return op->emitError("FFT: the dims must be a constant list");
  if (dims->empty())
    return op->emitError("FFT: no dims to transform");
  SmallVector<int64_t> out;
  for (int64_t d : *dims) {
    std::optional<int64_t> n = rank > 0 ? normalizedDim(d, rank) : std::nullopt;
    if (!n || llvm::is_contained(out, *n))
      return op->emitError("FFT: dim ") << d << " is out of range or repeated for rank " << rank;
    out.push_back(*n);
  }
  return out;
}

/// A complex-to-complex DFT (sign -1 forward, +1 inverse) of pairs along logical dim `dim`, scaled.
FailureOr<Value> complexDft(ChainBuilder &c, Operation *op, Value pairs, int64_t dim, double sign, double scale) {
  int64_t n = cast<RankedTensorType>(pairs.getType()).getDimSize(dim);
  // (a + ib)(cos t + i sign sin t) = (a cos t - sign b sin t) + i (sign a sin t + b cos t)
  FailureOr<Value> w = dftMatrix(c, op, 2 * n, 2 * n, [&](int64_t row, int64_t col) {
    Twiddle t = twiddle(row / 2, col / 2, n);
    bool imIn = row % 2, imOut = col % 2;
    double v = imIn == imOut ? t.cos : (imIn ? negate(sign * t.sin) : sign * t.sin);
    return v * scale;
  });
  if (failed(w))
    return failure();
  return applyAlong(c, op, pairs, dim, /*inPairs=*/true, *w, /*outPairs=*/true);
}

/// A pattern over ops with complex operands or results, given their converted operands and result type.
template <typename OpT> struct ComplexPattern : OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  virtual FailureOr<Value> build(OpT op, typename OpT::Adaptor adaptor, RankedTensorType resultType,
                                 ChainBuilder &c) const = 0;
  LogicalResult matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const final {
    auto resultType = dyn_cast_or_null<RankedTensorType>(this->getTypeConverter()->convertType(op.getType()));
    if (!resultType)
      return op.emitError("result type ") << op.getType() << " is not supported";
    ChainBuilder c(rewriter, op.getLoc());
    FailureOr<Value> result = build(op, adaptor, resultType, c);
    if (failed(result) || failed(c.verified()))
      return failure();
    if (result->getType() != resultType)
      return op.emitError() << op->getName() << ": computed " << result->getType() << ", the program declares "
                            << resultType;
    rewriter.replaceOp(op, *result);
    return success();
  }
};

/// _fft_r2c: a real DFT along the last listed dim (onesided: its first n/2 + 1 frequencies), then
/// complex DFTs along the others, as ATen does.
struct LowerFftR2c : ComplexPattern<torch::Aten_FftR2cOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::Aten_FftR2cOp op, OpAdaptor adaptor, RankedTensorType, ChainBuilder &c) const override {
    if (isComplexTensorType(op.getSelf().getType()))
      return op.emitError("_fft_r2c: the operand must be real (a complex one is _fft_c2c's)");
    auto selfType = cast<RankedTensorType>(adaptor.getSelf().getType());
    std::optional<int64_t> mode = torch::matchConstantInt(op.getNormalization());
    std::optional<bool> onesided = torch::matchConstantBool(op.getOnesided());
    if (!mode || !onesided)
      return op.emitError("_fft_r2c: normalization and onesided must be constants");
    FailureOr<SmallVector<int64_t>> dims = fftDims(op, op.getDim(), selfType.getRank());
    if (failed(dims))
      return failure();
    Value x = c.convertElements(adaptor.getSelf(), c.builder().getF32Type());
    int64_t last = dims->back(), n = selfType.getDimSize(last), k = *onesided ? n / 2 + 1 : n;
    FailureOr<double> scale = normScale(op, *mode, n);
    if (failed(scale))
      return failure();
    FailureOr<Value> w = dftMatrix(c, op, n, 2 * k, [&](int64_t row, int64_t col) {
      Twiddle t = twiddle(row, col / 2, n);
      return (col % 2 ? negate(t.sin) : t.cos) * *scale;
    });
    if (failed(w))
      return failure();
    FailureOr<Value> y = applyAlong(c, op, x, last, /*inPairs=*/false, *w, /*outPairs=*/true);
    for (int64_t d : ArrayRef<int64_t>(*dims).drop_back()) {
      if (failed(y))
        return failure();
      FailureOr<double> s = normScale(op, *mode, selfType.getDimSize(d));
      if (failed(s))
        return failure();
      y = complexDft(c, op, *y, d, -1.0, *s);
    }
    return y;
  }
};

/// _fft_c2r: inverse complex DFTs along all listed dims but the last, then the Hermitian inverse along the
/// last, which gives `last_dim_size` real values from its first last_dim_size / 2 + 1 frequencies (the
/// imaginary parts of the zero and Nyquist frequencies do not contribute, as in pocketfft).
struct LowerFftC2r : ComplexPattern<torch::Aten_FftC2rOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::Aten_FftC2rOp op, OpAdaptor adaptor, RankedTensorType, ChainBuilder &c) const override {
    if (!isComplexTensorType(op.getSelf().getType()))
      return op.emitError("_fft_c2r: the operand must be complex");
    Value x = adaptor.getSelf();
    int64_t rank = logicalRank(x);
    std::optional<int64_t> mode = torch::matchConstantInt(op.getNormalization());
    std::optional<int64_t> n = torch::matchConstantInt(op.getLastDimSize());
    if (!mode || !n)
      return op.emitError("_fft_c2r: normalization and last_dim_size must be constants");
    if (*n < 1)
      return op.emitError("_fft_c2r: last_dim_size must be positive, not ") << *n;
    FailureOr<SmallVector<int64_t>> dims = fftDims(op, op.getDim(), rank);
    if (failed(dims))
      return failure();
    FailureOr<Value> y = x;
    for (int64_t d : ArrayRef<int64_t>(*dims).drop_back()) {
      FailureOr<double> s = normScale(op, *mode, cast<RankedTensorType>(x.getType()).getDimSize(d));
      if (failed(s))
        return failure();
      y = complexDft(c, op, *y, d, 1.0, *s);
      if (failed(y))
        return failure();
    }
    int64_t last = dims->back(), kIn = cast<RankedTensorType>(x.getType()).getDimSize(last);
    if (kIn < *n / 2 + 1) // ATen leaves it undefined (torch.fft.irfft resizes the input first)
      return op.emitError("_fft_c2r: last_dim_size ")
             << *n << " needs " << *n / 2 + 1 << " frequencies along the last transformed dim, which has " << kIn;
    FailureOr<double> scale = normScale(op, *mode, *n);
    if (failed(scale))
      return failure();
    // x[j] = sum over k <= n/2 of w_k (Re X_k cos t - Im X_k sin t), w_k = 2 but for k = 0 and k = n/2.
    FailureOr<Value> w = dftMatrix(c, op, 2 * kIn, *n, [&](int64_t row, int64_t col) {
      int64_t k = row / 2;
      if (2 * k > *n)
        return 0.0;
      double weight = (k == 0 || 2 * k == *n) ? 1.0 : 2.0;
      Twiddle t = twiddle(k, col, *n);
      return (row % 2 ? negate(t.sin) : t.cos) * weight * *scale;
    });
    if (failed(w))
      return failure();
    return applyAlong(c, op, *y, last, /*inPairs=*/true, *w, /*outPairs=*/false);
  }
};

/// _fft_c2c: complex DFTs along every listed dim, forward or inverse.
struct LowerFftC2c : ComplexPattern<torch::Aten_FftC2cOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::Aten_FftC2cOp op, OpAdaptor adaptor, RankedTensorType, ChainBuilder &c) const override {
    if (!isComplexTensorType(op.getSelf().getType()))
      return op.emitError("_fft_c2c: the operand must be complex");
    std::optional<int64_t> mode = torch::matchConstantInt(op.getNormalization());
    std::optional<bool> forward = torch::matchConstantBool(op.getForward());
    if (!mode || !forward)
      return op.emitError("_fft_c2c: normalization and forward must be constants");
    FailureOr<SmallVector<int64_t>> dims = fftDims(op, op.getDim(), logicalRank(adaptor.getSelf()));
    if (failed(dims))
      return failure();
    FailureOr<Value> y = adaptor.getSelf();
    for (int64_t d : *dims) {
      FailureOr<double> s = normScale(op, *mode, cast<RankedTensorType>(y->getType()).getDimSize(d));
      if (failed(s))
        return failure();
      y = complexDft(c, op, *y, d, *forward ? -1.0 : 1.0, *s);
      if (failed(y))
        return failure();
    }
    return y;
  }
};

/// conj: the imaginary parts negated (pairs times [1, -1]); resolve_conj: the values themselves.
template <typename OpT> struct LowerComplexConj : ComplexPattern<OpT> {
  using ComplexPattern<OpT>::ComplexPattern;
  FailureOr<Value> build(OpT, typename OpT::Adaptor a, RankedTensorType t, ChainBuilder &c) const override {
    if constexpr (std::is_same_v<OpT, torch::AtenResolveConjOp>)
      return a.getSelf();
    OpBuilder &b = c.builder();
    Value signs = c.constant(f32Type({2}, b.getContext()), {b.getF32FloatAttr(1.0f), b.getF32FloatAttr(-1.0f)});
    return c.mul(a.getSelf(), signs, t);
  }
};

/// angle: atan2(im, re).
struct LowerComplexAngle : ComplexPattern<torch::AtenAngleOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::AtenAngleOp, OpAdaptor a, RankedTensorType t, ChainBuilder &c) const override {
    Value z = a.getSelf();
    auto half = cast<RankedTensorType>(component(c, z, 0).getType());
    Value angle = c.binary<edge::Atan2Op>(component(c, z, 1), component(c, z, 0), half);
    return c.view(angle, t.getShape());
  }
};

/// The complex-number ops on real tensors: conj and resolve_conj are the tensor itself; angle is pi where x
/// is negative, else 0, and NaN where x is (ATen's angle of a real number), in the default float for integers.
template <typename OpT> struct LowerRealConj : ChainDecomposition<OpT> {
  using ChainDecomposition<OpT>::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(OpT, typename OpT::Adaptor a, RankedTensorType, ChainBuilder &,
                                          ConversionPatternRewriter &) const override {
    return SmallVector<Value>{a.getSelf()};
  }
};

struct LowerRealAngle : ChainDecomposition<torch::AtenAngleOp> {
  using ChainDecomposition::ChainDecomposition;
  FailureOr<SmallVector<Value>> decompose(torch::AtenAngleOp, OpAdaptor a, RankedTensorType t, ChainBuilder &c,
                                          ConversionPatternRewriter &rewriter) const override {
    Value x = c.convertElements(a.getSelf(), t.getElementType());
    Type i1 = rewriter.getI1Type();
    Value negative = c.convertElements(c.withInt<edge::LtScalarOp>(x, 0, i1), t.getElementType());
    Value angle = c.mulScalar(negative, M_PI);
    Value nan = c.make<edge::IsnanOp>(t.clone(i1), x);
    return SmallVector<Value>{c.make<edge::WhereSelfOp>(t, nan, x, angle)};
  }
};

/// A real operand as a factor of pairs: in f32, with a trailing dim of 1 that broadcasts over the pair.
Value realFactor(ChainBuilder &c, Value real) {
  real = c.convertElements(real, c.builder().getF32Type());
  SmallVector<int64_t> shape(cast<RankedTensorType>(real.getType()).getShape());
  shape.push_back(1);
  return c.view(real, shape);
}

/// |z| as hypot(re, im) = m sqrt((re/m)^2 + (im/m)^2) with m = max(|re|, |im|): no overflow or underflow
/// of the squares (|3e20 + 4e20j| is 5e20); 0 where m is, infinity where a part is infinite (even with a
/// NaN beside it), else NaN where a part is NaN, as std::abs of a complex.
struct LowerComplexAbs : ComplexPattern<torch::AtenAbsOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::AtenAbsOp op, OpAdaptor a, RankedTensorType t, ChainBuilder &c) const override {
    OpBuilder &b = c.builder();
    Value z = a.getSelf();
    int64_t last = logicalRank(z);
    Value parts = c.unary<edge::AbsOp>(z);
    Value m = c.make<edge::AmaxOp>(t, parts, b.getDenseI64ArrayAttr({last}), b.getBoolAttr(false));
    SmallVector<int64_t> kept(t.getShape());
    kept.push_back(1);
    Value q = c.binary<edge::DivTensorOp>(parts, c.view(m, kept), z.getType());
    Value sum = c.reduce<edge::SumDimIntListOp>(c.mul(q, q, q.getType()), {last}, false, t);
    Value scaled = c.mul(m, c.unary<edge::SqrtOp>(sum), t);
    auto flags = t.clone(b.getI1Type());
    Value finite = c.make<edge::WhereSelfOp>(t, c.make<edge::EqScalarOp>(flags, m, b.getI64IntegerAttr(0)), m, scaled);
    auto partFlags = cast<RankedTensorType>(z.getType()).clone(b.getI1Type());
    Value infinities = c.reduce<edge::SumDimIntListOp>(c.convert(c.make<edge::IsinfOp>(partFlags, parts), z.getType()),
                                                       {last}, false, t);
    Value inf = splatValue(c.builder(), op, t, std::numeric_limits<double>::infinity(), std::nullopt);
    return c.make<edge::WhereSelfOp>(t, c.notZero(infinities, flags), inf, finite);
  }
};

/// An operand of a complex elementwise op (`torchValue`, `converted`) as pairs: a complex one is already,
/// a real one gets imaginary parts 0.
Value asPairs(ChainBuilder &c, Operation *op, Value torchValue, Value converted) {
  return isComplexTensorType(torchValue.getType()) ? converted : realToPairs(c, op, converted);
}

/// add.Tensor and sub.Tensor: pairs add componentwise (alpha is real).
template <typename OpT, typename EdgeOpT> struct LowerComplexAddSub : ComplexPattern<OpT> {
  using ComplexPattern<OpT>::ComplexPattern;
  FailureOr<Value> build(OpT op, typename OpT::Adaptor a, RankedTensorType t, ChainBuilder &c) const override {
    std::optional<double> alpha = torch::matchConstantScalar(op.getAlpha());
    if (!alpha)
      return op.emitError("alpha must be a real constant");
    Value x = asPairs(c, op, op.getSelf(), a.getSelf()), y = asPairs(c, op, op.getOther(), a.getOther());
    return c.make<EdgeOpT>(t, x, y, c.builder().getF64FloatAttr(*alpha));
  }
};

/// mul.Tensor: (a + ib)(c + id) = (ac - bd) + i(ad + bc); a real factor scales both components.
struct LowerComplexMul : ComplexPattern<torch::AtenMulTensorOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::AtenMulTensorOp op, OpAdaptor a, RankedTensorType t, ChainBuilder &c) const override {
    bool xc = isComplexTensorType(op.getSelf().getType()), yc = isComplexTensorType(op.getOther().getType());
    if (!xc || !yc) {
      Value z = xc ? a.getSelf() : a.getOther(), r = xc ? a.getOther() : a.getSelf();
      return c.mul(z, realFactor(c, r), t);
    }
    Value x = a.getSelf(), y = a.getOther();
    SmallVector<int64_t> shape(t.getShape());
    shape.back() = 1;
    auto half = t.clone(shape);
    Value xr = component(c, x, 0), xi = component(c, x, 1), yr = component(c, y, 0), yi = component(c, y, 1);
    Value re = c.sub(c.mul(xr, yr, half), c.mul(xi, yi, half), half);
    Value im = c.plus(c.mul(xr, yi, half), c.mul(xi, yr, half), half);
    return c.make<edge::CatOp>(t, ValueRange{re, im}, c.builder().getI64IntegerAttr(-1));
  }
};

/// div.Tensor by a real divisor: both components divided.
struct LowerComplexDiv : ComplexPattern<torch::AtenDivTensorOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::AtenDivTensorOp op, OpAdaptor a, RankedTensorType t, ChainBuilder &c) const override {
    if (isComplexTensorType(op.getOther().getType()))
      return op.emitError("division by a complex tensor is not supported (only by a real one)");
    return c.binary<edge::DivTensorOp>(a.getSelf(), realFactor(c, a.getOther()), t);
  }
};

/// mul.Scalar and div.Scalar by a real number: both components.
template <typename OpT, typename EdgeOpT> struct LowerComplexByScalar : ComplexPattern<OpT> {
  using ComplexPattern<OpT>::ComplexPattern;
  FailureOr<Value> build(OpT op, typename OpT::Adaptor a, RankedTensorType t, ChainBuilder &c) const override {
    std::optional<double> s = torch::matchConstantScalar(op.getOther());
    if (!s || op->hasAttr(edge::attr::kRunTimeParams))
      return op.emitError(op.getOther().template getDefiningOp<torch::Aten_LocalScalarDenseOp>() ||
                                  op->hasAttr(edge::attr::kRunTimeParams)
                              ? "a size or an item() as the factor of a complex tensor is not supported (only constants)"
                              : "the scalar must be a real constant");
    return c.make<EdgeOpT>(t, a.getSelf(), c.builder().getF64FloatAttr(*s));
  }
};

struct LowerComplexNeg : ComplexPattern<torch::AtenNegOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::AtenNegOp, OpAdaptor a, RankedTensorType, ChainBuilder &c) const override {
    return c.unary<edge::NegOp>(a.getSelf());
  }
};

/// Ops whose result is their operand's pairs viewed to the result's shape: the pair dim stays last and
/// the logical elements keep their row-major order (view_as_real, view_as_complex, view, _unsafe_view,
/// reshape, (un)squeeze, flatten, unflatten, clone, alias).
template <typename OpT> struct LowerComplexView : ComplexPattern<OpT> {
  using ComplexPattern<OpT>::ComplexPattern;
  FailureOr<Value> build(OpT, typename OpT::Adaptor a, RankedTensorType t, ChainBuilder &c) const override {
    return c.view(a.getSelf(), t.getShape());
  }
};

/// real and imag: one component, viewed to the real shape.
template <typename OpT, int64_t which> struct LowerComplexPart : ComplexPattern<OpT> {
  using ComplexPattern<OpT>::ComplexPattern;
  FailureOr<Value> build(OpT, typename OpT::Adaptor a, RankedTensorType t, ChainBuilder &c) const override {
    return c.view(component(c, a.getSelf(), which), t.getShape());
  }
};

struct LowerComplexPermute : ComplexPattern<torch::AtenPermuteOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::AtenPermuteOp op, OpAdaptor a, RankedTensorType, ChainBuilder &c) const override {
    std::optional<SmallVector<int64_t>> dims = torch::matchConstantIntList(op.getDims());
    int64_t rank = logicalRank(a.getSelf());
    if (!dims || int64_t(dims->size()) != rank)
      return op.emitError("permute: the dims must be a constant list of every dim");
    SmallVector<int64_t> perm;
    for (int64_t d : *dims) {
      std::optional<int64_t> n = normalizedDim(d, rank);
      if (!n || llvm::is_contained(perm, *n))
        return op.emitError("permute: dim ") << d << " is out of range or repeated for rank " << rank;
      perm.push_back(*n);
    }
    perm.push_back(rank); // the pair dim stays last
    return c.permute(a.getSelf(), perm);
  }
};

/// transpose.int and t: two logical dims swapped.
template <typename OpT> struct LowerComplexTranspose : ComplexPattern<OpT> {
  using ComplexPattern<OpT>::ComplexPattern;
  FailureOr<Value> build(OpT op, typename OpT::Adaptor a, RankedTensorType, ChainBuilder &c) const override {
    int64_t rank = logicalRank(a.getSelf());
    std::optional<int64_t> d0 = rank < 2 ? 0 : rank - 2, d1 = rank < 2 ? 0 : rank - 1; // t: the last two
    if constexpr (std::is_same_v<OpT, torch::AtenTransposeIntOp>) {
      d0 = normalizedDim(torch::matchConstantInt(op.getDim0()), rank);
      d1 = normalizedDim(torch::matchConstantInt(op.getDim1()), rank);
    }
    if (!d0 || !d1)
      return op.emitError("transpose: the dims must be constants within the rank");
    SmallVector<int64_t> perm = llvm::to_vector(llvm::seq<int64_t>(0, rank + 1));
    if (rank > 0)
      std::swap(perm[*d0], perm[*d1]);
    return c.permute(a.getSelf(), perm);
  }
};

/// constant_pad_nd with zeros (the pad list covers logical dims from the last; negative amounts crop).
struct LowerComplexPad : ComplexPattern<torch::AtenConstantPadNdOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::AtenConstantPadNdOp op, OpAdaptor a, RankedTensorType, ChainBuilder &c) const override {
    std::optional<SmallVector<int64_t>> pads = torch::matchConstantIntList(op.getPad());
    std::optional<double> value = torch::matchConstantScalar(op.getValue());
    int64_t rank = logicalRank(a.getSelf());
    if (!pads || pads->size() % 2 || int64_t(pads->size()) > 2 * rank)
      return op.emitError("constant_pad_nd: the pad list must be constant, (before, after) pairs of the last dims");
    if (!value || *value != 0.0)
      return op.emitError("constant_pad_nd of a complex tensor: only padding with zeros is supported");
    Value x = a.getSelf();
    for (size_t i = 0; i < pads->size() / 2; ++i) {
      FailureOr<Value> padded = padOrCrop(c, op, x, rank - 1 - int64_t(i), (*pads)[2 * i], (*pads)[2 * i + 1]);
      if (failed(padded))
        return failure();
      x = *padded;
    }
    return x;
  }
};

struct LowerComplexExpand : ComplexPattern<torch::AtenExpandOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::AtenExpandOp, OpAdaptor a, RankedTensorType t, ChainBuilder &c) const override {
    return c.expand(a.getSelf(), t.getShape());
  }
};

/// slice.Tensor along a logical dim, with ATen's clamping of start and end.
struct LowerComplexSlice : ComplexPattern<torch::AtenSliceTensorOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::AtenSliceTensorOp op, OpAdaptor a, RankedTensorType t, ChainBuilder &c) const override {
    int64_t rank = logicalRank(a.getSelf());
    std::optional<int64_t> dim = torch::matchConstantInt(op.getDim()), step = torch::matchConstantInt(op.getStep());
    std::optional<int64_t> start = torch::isNone(op.getStart()) ? 0 : torch::matchConstantInt(op.getStart());
    if (!dim || !step || !start || (!torch::isNone(op.getEnd()) && !torch::matchConstantInt(op.getEnd())))
      return op.emitError("slice: dim, start, end and step must be constants");
    std::optional<int64_t> n = rank > 0 ? normalizedDim(*dim, rank) : std::nullopt;
    if (!n || *step < 1)
      return op.emitError("slice: dim out of range or step below 1");
    int64_t d = *n;
    int64_t size = cast<RankedTensorType>(a.getSelf().getType()).getDimSize(d);
    int64_t end = torch::isNone(op.getEnd()) ? size : *torch::matchConstantInt(op.getEnd());
    auto clampIndex = [&](int64_t i) { return std::clamp<int64_t>(i < 0 ? i + size : i, 0, size); };
    int64_t from = clampIndex(*start), to = std::max(from, clampIndex(end));
    return c.slice(a.getSelf(), d, from, to, *step);
  }
};

struct LowerComplexSelect : ComplexPattern<torch::AtenSelectIntOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::AtenSelectIntOp op, OpAdaptor a, RankedTensorType t, ChainBuilder &c) const override {
    int64_t rank = logicalRank(a.getSelf());
    std::optional<int64_t> dim = torch::matchConstantInt(op.getDim()), index = torch::matchConstantInt(op.getIndex());
    if (!dim || !index)
      return op.emitError("select: dim and index must be constants");
    std::optional<int64_t> n = rank > 0 ? normalizedDim(*dim, rank) : std::nullopt;
    if (!n)
      return op.emitError("select: dim out of range");
    int64_t d = *n;
    int64_t size = cast<RankedTensorType>(a.getSelf().getType()).getDimSize(d), i = *index < 0 ? *index + size : *index;
    if (i < 0 || i >= size)
      return op.emitError("select: index ") << *index << " out of range for size " << size;
    return c.view(c.slice(a.getSelf(), d, i, i + 1), t.getShape());
  }
};

/// _to_copy to or from complex64: a real tensor gets imaginary parts 0; complex to real keeps the real
/// part (ATen warns and discards the imaginary part); complex to complex64 copies.
struct LowerComplexToCopy : ComplexPattern<torch::Aten_ToCopyOp> {
  using ComplexPattern::ComplexPattern;
  FailureOr<Value> build(torch::Aten_ToCopyOp op, OpAdaptor a, RankedTensorType t, ChainBuilder &c) const override {
    bool from = isComplexTensorType(op.getSelf().getType()), to = isComplexTensorType(op.getType());
    if (from && to)
      return a.getSelf();
    if (to)
      return realToPairs(c, op, a.getSelf());
    if (t.getElementType().isInteger(1)) { // c10's cast to bool: either part non-zero (NaN counts)
      OpBuilder &b = c.builder();
      auto pairs = cast<RankedTensorType>(a.getSelf().getType());
      Value nonZero = c.convertElements(c.notZero(a.getSelf(), pairs.clone(b.getI1Type())), b.getF32Type());
      Value count =
          c.reduce<edge::SumDimIntListOp>(nonZero, {logicalRank(a.getSelf())}, false, t.clone(b.getF32Type()));
      return c.notZero(count, t);
    }
    return c.convertElements(c.view(component(c, a.getSelf(), 0), t.getShape()), t.getElementType());
  }
};

} // namespace

bool edgec::isComplexTensorType(Type t) {
  auto vt = dyn_cast<torch::ValueTensorType>(t);
  return vt && vt.getDtype() && isa<ComplexType>(vt.getDtype());
}

bool edgec::touchesComplexTensors(Operation *op) {
  auto complex = [](Value v) {
    if (isComplexTensorType(v.getType()))
      return true;
    if (auto list = v.getDefiningOp<torch::PrimListConstructOp>())
      return llvm::any_of(list.getOperands(), [](Value e) { return isComplexTensorType(e.getType()); });
    return false;
  };
  return llvm::any_of(op->getOperands(), complex) || llvm::any_of(op->getResults(), complex);
}

bool edgec::isUnsupportedComplexTensor(Type type) {
  if (!isComplexTensorType(type))
    return false;
  return !cast<ComplexType>(cast<torch::ValueTensorType>(type).getDtype()).getElementType().isF32();
}

std::optional<Type> edgec::convertComplexTensorType(torch::ValueTensorType t) {
  if (!isComplexTensorType(t))
    return std::nullopt; // not complex: the other conversions decide
  auto element = cast<ComplexType>(t.getDtype()).getElementType();
  if (!element.isF32() || !t.hasStaticShape())
    return Type(); // complex128 and dynamic shapes: reported by the pass
  SmallVector<int64_t> shape(t.getSizes());
  shape.push_back(2);
  return Type(RankedTensorType::get(shape, element));
}

void edgec::populateTorchToEdgeComplexOpOnRealPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  patterns.add<LowerFftR2c, LowerFftC2r, LowerFftC2c, LowerRealConj<torch::Aten_ConjOp>,
               LowerRealConj<torch::AtenConjPhysicalOp>, LowerRealConj<torch::AtenResolveConjOp>, LowerRealAngle>(
      converter, patterns.getContext());
}

void edgec::populateTorchToEdgeComplexPatterns(RewritePatternSet &patterns, TypeConverter &converter) {
  // Not the main set's FFT patterns: its conj and angle are those of real tensors.
  patterns.add<LowerFftR2c, LowerFftC2r, LowerFftC2c, LowerComplexConj<torch::Aten_ConjOp>,
               LowerComplexConj<torch::AtenConjPhysicalOp>, LowerComplexConj<torch::AtenResolveConjOp>,
               LowerComplexAngle, LowerComplexAbs, LowerComplexMul, LowerComplexDiv, LowerComplexNeg,
               LowerComplexAddSub<torch::AtenAddTensorOp, edge::AddTensorOp>,
               LowerComplexAddSub<torch::AtenSubTensorOp, edge::SubTensorOp>,
               LowerComplexByScalar<torch::AtenMulScalarOp, edge::MulScalarOp>,
               LowerComplexByScalar<torch::AtenDivScalarOp, edge::DivScalarOp>,
               LowerComplexView<torch::AtenViewAsRealOp>, LowerComplexView<torch::AtenViewAsComplexOp>,
               LowerComplexView<torch::AtenViewOp>, LowerComplexView<torch::Aten_UnsafeViewOp>,
               LowerComplexView<torch::AtenUnsqueezeOp>, LowerComplexView<torch::AtenSqueezeDimOp>,
               LowerComplexView<torch::AtenSqueezeDimsOp>, LowerComplexView<torch::AtenCloneOp>,
               LowerComplexView<torch::AtenAliasOp>, LowerComplexView<torch::AtenReshapeOp>,
               LowerComplexView<torch::AtenFlattenUsingIntsOp>, LowerComplexView<torch::AtenUnflattenIntOp>,
               LowerComplexTranspose<torch::AtenTransposeIntOp>, LowerComplexTranspose<torch::AtenTOp>,
               LowerComplexPart<torch::AtenRealOp, 0>, LowerComplexPart<torch::AtenImagOp, 1>, LowerComplexPermute,
               LowerComplexPad, LowerComplexExpand, LowerComplexSlice, LowerComplexSelect, LowerComplexToCopy>(
      converter, patterns.getContext());
}

LogicalResult edgec::lowerComplexOps(ModuleOp module, TypeConverter &converter) {
  MLIRContext *ctx = module.getContext();
  // The pair views and DFT matrices are built at the planned (upper-bound) sizes: with dynamic sizes they
  // would be wrong, so such programs are refused rather than miscomputed.
  bool dynamic = !module.getOps<func::FuncOp>().empty() &&
                 llvm::any_of(module.getOps<func::FuncOp>(),
                              [](func::FuncOp f) { return !f.getBody().getOps<torch::SymbolicIntOp>().empty(); });
  if (dynamic) {
    WalkResult walk = module.walk([](Operation *op) {
      if (isa<torch::TorchDialect>(op->getDialect()) && touchesComplexTensors(op)) {
        op->emitError("complex tensors in a program with dynamic shapes are not supported yet");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
  }
  RewritePatternSet patterns(ctx);
  populateTorchToEdgeComplexPatterns(patterns, converter);
  ConversionTarget target(*ctx);
  target.markUnknownOpDynamicallyLegal(
      [](Operation *op) { return !isa<torch::TorchDialect>(op->getDialect()) || !touchesComplexTensors(op); });
  // List constructions of complex tensors go with their users; constants never are complex.
  target.addLegalOp<torch::PrimListConstructOp>();
  return applyPartialConversion(module, target, std::move(patterns));
}
