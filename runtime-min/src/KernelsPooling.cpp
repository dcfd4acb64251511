// The pooling families: max_pool2d/3d (with indices), avg_pool1d/2d/3d; adaptive average pooling 1d/2d/3d;
// bilinear resizing.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

// ---- max and average pooling over 1, 2 or 3 spatial dims -------------------------------------------------

/// A window over (depth, height, width) (the shared rule's, rules/SharedShapeRules.h): a 2-D op's depth is a
/// window of one. False if malformed or out of range (PyTorch's checks).
using edge_shapes::PoolWindow;
template <typename P> bool readWindow(const P &p, IntList dilation, int spatial, PoolWindow *w) {
  return edge_shapes::poolWindow(spatial, ints(p.kernel_size), ints(p.stride), ints(p.padding), ints(dilation), w);
}

/// What a pooling call is: its window and the shapes as planes x (D, H, W), with the divisor rule for
/// averages (divisor 0: none).
struct Pooling {
  PoolWindow w;
  bool ceilMode, countIncludePad;
  int64_t divisor;
  int64_t planes, in[3], out[3];
};

const int64_t kNoDilation[1] = {1};
/// Tells the two parameter forms apart (FamilyMember<P>::average).
template <bool> struct Averages {};

/// Max pooling's parameters (P: max_pool2d, max_pool3d, or their with_indices forms).
template <typename P> bool readPooling(const KernelArgs &a, Pooling *q, Averages<false>) {
  P p;
  if (!readParams(a, &p) || !readWindow(p, p.dilation, FamilyMember<P>::spatial_rank, &q->w))
    return false;
  q->ceilMode = p.ceil_mode, q->countIncludePad = false, q->divisor = 0;
  return true;
}
/// An average pool's divisor_override: 0 for none, and where the schema has none (avg_pool1d); false if it
/// is given as 0.
template <typename P> bool readDivisor(const P &p, int64_t *divisor, decltype(&P::divisor_override)) {
  *divisor = p.divisor_override.present ? p.divisor_override.value : 0;
  return !p.divisor_override.present || p.divisor_override.value != 0;
}
template <typename P> bool readDivisor(const P &, int64_t *divisor, ...) {
  *divisor = 0;
  return true;
}
/// Average pooling's (P: avg_pool1d/2d/3d): no dilation; a divisor rule.
template <typename P> bool readPooling(const KernelArgs &a, Pooling *q, Averages<true>) {
  P p;
  IntList one = {kNoDilation, 1};
  if (!readParams(a, &p) || !readWindow(p, one, FamilyMember<P>::spatial_rank, &q->w))
    return false;
  q->ceilMode = p.ceil_mode, q->countIncludePad = p.count_include_pad;
  return readDivisor(p, &q->divisor, 0);
}
/// The call of pooling op P.
template <typename P> bool readPooling(const KernelArgs &a, Pooling *q) {
  return readPooling<P>(a, q, Averages<FamilyMember<P>::average>());
}

/// Sets q's shapes from the call's tensors (their ranks and leading dims checked).
void shapes(const KernelArgs &a, int spatial, Pooling *q) {
  const int64_t lead = rank(a, 0) - spatial;
  q->planes = 1;
  for (int64_t d = 0; d < lead; ++d)
    q->planes *= dim(a, 0, d);
  for (int i = 0; i < 3; ++i) {
    int j = i - (3 - spatial);
    q->in[i] = j < 0 ? 1 : dim(a, 0, lead + j);
    q->out[i] = j < 0 ? 1 : dim(a, 1, lead + j);
  }
}

/// The call's tensors against its parameters by the shared rule (rules/SharedShapeRules.h), the verifier's:
/// input of rank spatial + 1 or + 2 ((N,) C), the output's spatial sizes the window's over the input's.
Error checkPooling(const char *k, const KernelArgs &a, int spatial, bool read, Pooling *q) {
  if (!read)
    return bad(k, "malformed parameters: kernel, stride and dilation must be positive, padding from 0 to half the "
                  "kernel");
  RuleContext cx(k);
  Sizes in, out;
  if (!sizesOf(a, 0, &in))
    return rankAbove(k);
  if (!edge_shapes::poolShape(cx, in, spatial, q->w, q->ceilMode, &out))
    return cx.error();
  if (!hasShape(info(a, 1), out))
    return bad(k, "output shape does not match the pooling window");
  shapes(a, spatial, q);
  return Error::success();
}

/// max_pool2d/3d and the with_indices forms (a second result), whose i64 indices output has the values' shape.
template <typename P> Error checkMaxPool(const KernelArgs &a) {
  const char *k = FamilyMember<P>::op();
  const int K = FamilyMember<P>::spatial_rank;
  if (FamilyMember<P>::results == 2) {
    EDGE_RETURN_IF_ERROR(expectTyped(k, a, 3, registryDType<P>, 0, 2));
    if (info(a, 2).dtype != DType::i64 || info(a, 2).shape != info(a, 1).shape)
      return bad(k, "writes i64 indices of the values' shape");
  } else {
    EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, registryDType<P>));
  }
  Pooling q;
  return checkPooling(k, a, K, readPooling<P>(a, &q), &q);
}

/// NaN wins and, as in PyTorch's CPU kernel, a later NaN replaces an earlier one; the index is
/// (d * H + h) * W + w in the input plane.
template <typename P, typename C> void runMaxPoolAs(const KernelArgs &a) {
  const bool indices = FamilyMember<P>::results == 2;
  Pooling q;
  readPooling<P>(a, &q);
  shapes(a, FamilyMember<P>::spatial_rank, &q);
  const PoolWindow &w = q.w;
  Typed<C> x(a, 0), y(a, 1);
  int64_t *index = indices ? static_cast<int64_t *>(a.tensors[2].data) : nullptr;
  const int64_t D = q.in[0], H = q.in[1], W = q.in[2], OD = q.out[0], OH = q.out[1], OW = q.out[2];
  int64_t o = 0;
  for (int64_t plane = 0; plane < q.planes; ++plane)
    for (int64_t od = 0; od < OD; ++od)
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow, ++o) {
          C m = lowest<C>();
          int64_t best = -1, d0 = od * w.stride[0] - w.padding[0], h0 = oh * w.stride[1] - w.padding[1], w0 = ow * w.stride[2] - w.padding[2];
          int64_t kd0, kd1, kh0, kh1, kw0, kw1;
          windowRange(d0, w.dilation[0], w.kernel[0], D, &kd0, &kd1);
          windowRange(h0, w.dilation[1], w.kernel[1], H, &kh0, &kh1);
          windowRange(w0, w.dilation[2], w.kernel[2], W, &kw0, &kw1);
          for (int64_t kd = kd0; kd < kd1; ++kd)
            for (int64_t kh = kh0; kh < kh1; ++kh)
              for (int64_t kw = kw0; kw < kw1; ++kw) {
                int64_t at = ((d0 + kd * w.dilation[0]) * H + h0 + kh * w.dilation[1]) * W + w0 + kw * w.dilation[2];
                C v = x[plane * D * H * W + at];
                if (v > m || std::isnan(double(v)) || best < 0) {
                  m = v;
                  best = at;
                }
              }
          y.set(o, m);
          if (indices)
            index[o] = best;
        }
}
template <typename P> void runMaxPool(const KernelArgs &a) {
  if (isFloatingDType(info(a, 0).dtype))
    runMaxPoolAs<P, float>(a);
  else
    runMaxPoolAs<P, int64_t>(a);
}

/// avg_pool1d/2d/3d.
template <typename P> Error checkAvgPool(const KernelArgs &a) {
  const char *k = FamilyMember<P>::op();
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, registryDType<P>));
  Pooling q;
  return checkPooling(k, a, FamilyMember<P>::spatial_rank, readPooling<P>(a, &q), &q);
}

inline float divideTruncating(float a, float b) { return a / b; }
/// Integer division toward zero; by -1 a wrapping negation (INT64_MIN / -1 would trap).
inline int64_t divideTruncating(int64_t a, int64_t b) { return b == -1 ? int64_t(0 - uint64_t(a)) : a / b; }

/// ATen's avg_pool1d/2d/3d: the window clipped to the padded input gives count_include_pad's divisor, clipped
/// to the input the summed elements (and the other divisor); integers divide truncating.
template <typename P, typename C> void runAvgPoolAs(const KernelArgs &a) {
  Pooling q;
  readPooling<P>(a, &q);
  shapes(a, FamilyMember<P>::spatial_rank, &q);
  const PoolWindow &w = q.w;
  Typed<C> x(a, 0), y(a, 1);
  int64_t o = 0;
  for (int64_t plane = 0; plane < q.planes; ++plane)
    for (int64_t od = 0; od < q.out[0]; ++od)
      for (int64_t oh = 0; oh < q.out[1]; ++oh)
        for (int64_t ow = 0; ow < q.out[2]; ++ow, ++o) {
          const int64_t at[3] = {od, oh, ow};
          int64_t lo[3], hi[3], padded = 1, inside = 1;
          for (int i = 0; i < 3; ++i) {
            lo[i] = at[i] * w.stride[i] - w.padding[i];
            hi[i] = std::min(lo[i] + w.kernel[i], q.in[i] + w.padding[i]);
            padded = mulWrap(padded, hi[i] - lo[i]); // a hostile file's window may overflow: no UB
            lo[i] = std::max<int64_t>(lo[i], 0), hi[i] = std::min(hi[i], q.in[i]);
            inside *= hi[i] - lo[i];
          }
          C sum = C(0);
          for (int64_t id = lo[0]; id < hi[0]; ++id)
            for (int64_t ih = lo[1]; ih < hi[1]; ++ih)
              for (int64_t iw = lo[2]; iw < hi[2]; ++iw)
                sum += x[((plane * q.in[0] + id) * q.in[1] + ih) * q.in[2] + iw];
          int64_t d = q.divisor ? q.divisor : q.countIncludePad ? padded : inside;
          y.set(o, d ? divideTruncating(sum, C(d)) : C(0));
        }
}
template <typename P> void runAvgPool(const KernelArgs &a) {
  if (isFloatingDType(info(a, 0).dtype))
    runAvgPoolAs<P, float>(a);
  else
    runAvgPoolAs<P, int64_t>(a);
}

/// The family's entries.
template <typename P> Error checkPool(const KernelArgs &a) {
  return FamilyMember<P>::average ? checkAvgPool<P>(a) : checkMaxPool<P>(a);
}
template <typename P> void runPool(const KernelArgs &a) {
  if (FamilyMember<P>::average)
    runAvgPool<P>(a);
  else
    runMaxPool<P>(a);
}

// ---- adaptive average pooling ------------------------------------------------------------------

/// Adaptive average pooling over the trailing 1 to 3 dims (FamilyMember<P>::spatial_rank).
template <typename P> Error checkAdaptivePool(const KernelArgs &a) {
  const char *k = FamilyMember<P>::op();
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, registryDType<P>));
  P p;
  RuleContext cx(k);
  Sizes in, out;
  if (!readParams(a, &p))
    return bad(k, "malformed parameters");
  if (!sizesOf(a, 0, &in))
    return rankAbove(k);
  if (!edge_shapes::adaptivePoolShape(cx, in, ints(p.output_size), FamilyMember<P>::spatial_rank, &out))
    return cx.error();
  if (!hasShape(info(a, 1), out))
    return bad(k, "the output shape does not match output_size");
  return Error::success();
}
/// As the shader: (D, H, W) windows over planes, a 2-D op's D and a 1-D op's D and H of size 1.
template <typename P> void runAdaptivePool(const KernelArgs &a) {
  Pooling q;
  shapes(a, FamilyMember<P>::spatial_rank, &q);
  const int64_t D = q.in[0], H = q.in[1], W = q.in[2], OD = q.out[0], OH = q.out[1], OW = q.out[2];
  Typed<float> x(a, 0), y(a, 1);
  int64_t o = 0;
  for (int64_t plane = 0; plane < q.planes; ++plane)
    for (int64_t od = 0; od < OD; ++od)
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow) {
          int64_t d0 = od * D / OD, d1 = ((od + 1) * D + OD - 1) / OD;
          int64_t h0 = oh * H / OH, h1 = ((oh + 1) * H + OH - 1) / OH;
          int64_t w0 = ow * W / OW, w1 = ((ow + 1) * W + OW - 1) / OW;
          float sum = 0.0f;
          for (int64_t d = d0; d < d1; ++d)
            for (int64_t h = h0; h < h1; ++h)
              for (int64_t w = w0; w < w1; ++w)
                sum += x[((plane * D + d) * H + h) * W + w];
          y.set(o++, sum / float((d1 - d0) * (h1 - h0) * (w1 - w0)));
        }
}

// ---- bilinear resizing -------------------------------------------------------------------------

/// Output pixel o's two source pixels along one dim and the second's weight (ATen's
/// compute_source_index_and_lambda): src = scale * (o + 0.5) - 0.5 (at least 0), or scale * o where corners
/// align; i0 = floor(src) (at most in - 1), i1 = i0 + 1 (at most in - 1); equal sizes sample pixel o alone.
/// shaders/upsample.comp computes the same, in GLSL.
void upsampleSource(int64_t o, int64_t in, int64_t out, float scale, bool alignCorners, int64_t *i0, int64_t *i1,
                    float *lambda) {
  if (in == out) {
    *i0 = *i1 = o;
    *lambda = 0.0f;
    return;
  }
  float src = alignCorners ? scale * float(o) : scale * (float(o) + 0.5f) - 0.5f;
  if (!alignCorners && src < 0.0f)
    src = 0.0f;
  int64_t lo = int64_t(src);
  if (lo > in - 1)
    lo = in - 1;
  float l = src - float(lo);
  *lambda = l < 0.0f ? 0.0f : l > 1.0f ? 1.0f : l;
  *i0 = lo;
  *i1 = lo < in - 1 ? lo + 1 : lo;
}

template <typename P> Error checkUpsample(const KernelArgs &a) {
  const char *k = FamilyMember<P>::op();
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, registryDType<P>));
  P p;
  RuleContext cx(k);
  Sizes in, out;
  if (!readParams(a, &p))
    return bad(k, "malformed parameters");
  if (!sizesOf(a, 0, &in))
    return rankAbove(k);
  if (!edge_shapes::upsampleShape(cx, in, p.output_size.present, ints(p.output_size.list), p.scale_factors.present,
                                  floats(p.scale_factors.list), &out))
    return cx.error();
  if (!hasShape(info(a, 1), out))
    return bad(k, "the output shape does not match output_size or scale_factors");
  return Error::success();
}
/// In f32, as ATen's CPU kernel: each output pixel interpolates along the width in its two source rows, then
/// between the rows: h0 (w0 x00 + w1 x01) + h1 (w0 x10 + w1 x11).
template <typename P> void runUpsample(const KernelArgs &a) {
  P p;
  readParams(a, &p);
  const int64_t H = dim(a, 0, 2), W = dim(a, 0, 3), OH = dim(a, 1, 2), OW = dim(a, 1, 3);
  const int64_t planes = dim(a, 0, 0) * dim(a, 0, 1);
  const bool align = p.align_corners;
  const bool scaled = p.scale_factors.present;
  const float scaleH = edge_shapes::upsampleScale(H, OH, align, scaled, scaled ? p.scale_factors.list[0] : 0.0);
  const float scaleW = edge_shapes::upsampleScale(W, OW, align, scaled, scaled ? p.scale_factors.list[1] : 0.0);
  Typed<float> x(a, 0), y(a, 1);
  for (int64_t plane = 0; plane < planes; ++plane)
    for (int64_t oh = 0; oh < OH; ++oh) {
      int64_t h0, h1;
      float lh;
      upsampleSource(oh, H, OH, scaleH, align, &h0, &h1, &lh);
      const int64_t row0 = (plane * H + h0) * W, row1 = (plane * H + h1) * W;
      for (int64_t ow = 0; ow < OW; ++ow) {
        int64_t w0, w1;
        float lw;
        upsampleSource(ow, W, OW, scaleW, align, &w0, &w1, &lw);
        float top = x[row0 + w0] * (1.0f - lw) + x[row0 + w1] * lw;
        float bottom = x[row1 + w0] * (1.0f - lw) + x[row1 + w1] * lw;
        y.set((plane * OH + oh) * OW + ow, top * (1.0f - lh) + bottom * lh);
      }
    }
}

} // namespace

EDGE_FAMILY_KERNELS(upsample, checkUpsample, runUpsample)
EDGE_FAMILY_KERNELS(adaptive_pool, checkAdaptivePool, runAdaptivePool)
EDGE_FAMILY_KERNELS(pool, checkPool, runPool)

} // namespace kernels
} // namespace edge
