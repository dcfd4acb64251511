// The pooling family: max_pool2d (with indices), avg_pool2d, _adaptive_avg_pool2d.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

// ---- max_pool2d -----------------------------------------------------------------------------------------


template <typename P> bool readPool(const KernelArgs &a, PoolParams *q, bool *ceilMode) {
  P p;
  if (!readParams(a, &p))
    return false;
  *ceilMode = p.ceil_mode;
  bool ok = readPair(p.dilation, false, &q->dh, &q->dw);
  return readWindow(p.kernel_size, p.stride, p.padding, q) && ok;
}

/// max_pool2d, and max_pool2d_with_indices (P: its parameters), whose i64 indices output has the values' shape.
template <typename P, bool indices> Error checkMaxPool2d(const KernelArgs &a) {
  const char *k = indices ? "aten.max_pool2d_with_indices" : "aten.max_pool2d";
  if (indices) {
    EDGE_RETURN_IF_ERROR(expectTyped(k, a, 3, numericDType, 0, 2));
    if (info(a, 2).dtype != schema::DType::i64 || info(a, 2).shape != info(a, 1).shape)
      return bad(k, "writes i64 indices of the values' shape");
  } else {
    EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, numericDType));
  }
  PoolParams q;
  bool ceilMode;
  if (!readPool<P>(a, &q, &ceilMode))
    return bad(k, "malformed parameters");
  if (q.kh < 1 || q.kw < 1 || q.sh < 1 || q.sw < 1 || q.dh < 1 || q.dw < 1 || q.ph < 0 || q.pw < 0)
    return bad(k, "invalid kernel, stride, padding or dilation");
  // PyTorch: padding at most half the kernel, so no window lies wholly in the padding.
  if (q.ph > q.kh / 2 || q.pw > q.kw / 2)
    return bad(k, "padding is more than half the kernel size");
  if (rank(a, 0) != 4 || rank(a, 1) != 4 || dim(a, 0, 0) != dim(a, 1, 0) || dim(a, 0, 1) != dim(a, 1, 1))
    return bad(k, "expects 4-D input and output with the same N and C");
  // PyTorch: only the batch may be empty.
  if (dim(a, 0, 1) == 0 || dim(a, 0, 2) == 0 || dim(a, 0, 3) == 0)
    return bad(k, "empty channel or spatial dimension");
  int64_t OH, OW;
  if (!windowExtent(dim(a, 0, 2), q.ph, q.dh, q.kh, q.sh, ceilMode, &OH) ||
      !windowExtent(dim(a, 0, 3), q.pw, q.dw, q.kw, q.sw, ceilMode, &OW) || OH != dim(a, 1, 2) || OW != dim(a, 1, 3))
    return bad(k, "output shape does not match the pooling window");
  return Error::success();
}
/// NaN wins and, as in PyTorch's CPU kernel, a later NaN replaces an earlier one; the index is h * W + w in
/// the input plane.
template <typename P, bool indices, typename C> void runMaxPool2dAs(const KernelArgs &a) {
  PoolParams q;
  bool ceilMode;
  readPool<P>(a, &q, &ceilMode);
  Typed<C> x(a, 0), y(a, 1);
  int64_t *index = indices ? static_cast<int64_t *>(a.tensors[2].data) : nullptr;
  int64_t NC = dim(a, 0, 0) * dim(a, 0, 1), H = dim(a, 0, 2), W = dim(a, 0, 3), OH = dim(a, 1, 2), OW = dim(a, 1, 3);
  for (int64_t nc = 0; nc < NC; ++nc)
    for (int64_t oh = 0; oh < OH; ++oh)
      for (int64_t ow = 0; ow < OW; ++ow) {
        C m = lowest<C>();
        int64_t best = -1;
        int64_t h0 = oh * q.sh - q.ph, w0 = ow * q.sw - q.pw, khBegin, khEnd, kwBegin, kwEnd;
        windowRange(h0, q.dh, q.kh, H, &khBegin, &khEnd);
        windowRange(w0, q.dw, q.kw, W, &kwBegin, &kwEnd);
        for (int64_t kh = khBegin; kh < khEnd; ++kh) {
          int64_t ih = h0 + kh * q.dh;
          for (int64_t kw = kwBegin; kw < kwEnd; ++kw) {
            C v = x[(nc * H + ih) * W + w0 + kw * q.dw];
            if (v > m || std::isnan(double(v)) || best < 0) {
              m = v;
              best = ih * W + w0 + kw * q.dw;
            }
          }
        }
        y.set((nc * OH + oh) * OW + ow, m);
        if (indices)
          index[(nc * OH + oh) * OW + ow] = best;
      }
}
template <typename P, bool indices> void runMaxPool2d(const KernelArgs &a) {
  if (isFloatingDType(info(a, 0).dtype))
    runMaxPool2dAs<P, indices, float>(a);
  else
    runMaxPool2dAs<P, indices, int64_t>(a);
}

// ---- avg_pool2d ----------------------------------------------------------------------------------------

bool readAvgPool(const KernelArgs &a, PoolParams *q, bool *ceilMode, bool *countIncludePad, int64_t *divisor) {
  AvgPool2dParams p;
  if (!readParams(a, &p))
    return false;
  *ceilMode = p.ceil_mode;
  *countIncludePad = p.count_include_pad;
  *divisor = p.divisor_override.present ? p.divisor_override.value : 0;
  q->dh = q->dw = 1;
  return readWindow(p.kernel_size, p.stride, p.padding, q);
}

Error checkAvgPool2d(const KernelArgs &a) {
  const char *k = "aten.avg_pool2d";
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, [](schema::DType t) { return isFloatingDType(t) || t == schema::DType::i64; }));
  PoolParams q;
  bool ceilMode, countIncludePad;
  int64_t divisor;
  if (!readAvgPool(a, &q, &ceilMode, &countIncludePad, &divisor))
    return bad(k, "malformed parameters");
  if (q.kh < 1 || q.kw < 1 || q.sh < 1 || q.sw < 1 || q.ph < 0 || q.pw < 0 || q.ph > q.kh / 2 || q.pw > q.kw / 2)
    return bad(k, "invalid kernel, stride or padding (at most half the kernel)");
  if (rank(a, 0) != 4 || rank(a, 1) != 4 || dim(a, 0, 0) != dim(a, 1, 0) || dim(a, 0, 1) != dim(a, 1, 1))
    return bad(k, "expects 4-D input and output with the same N and C");
  if (dim(a, 0, 1) == 0 || dim(a, 0, 2) == 0 || dim(a, 0, 3) == 0)
    return bad(k, "empty channel or spatial dimension");
  int64_t OH, OW;
  if (!windowExtent(dim(a, 0, 2), q.ph, 1, q.kh, q.sh, ceilMode, &OH) ||
      !windowExtent(dim(a, 0, 3), q.pw, 1, q.kw, q.sw, ceilMode, &OW) || OH != dim(a, 1, 2) || OW != dim(a, 1, 3))
    return bad(k, "output shape does not match the pooling window");
  return Error::success();
}

inline float divideTruncating(float a, float b) { return a / b; }
/// Integer division toward zero; by -1 a wrapping negation (INT64_MIN / -1 would trap).
inline int64_t divideTruncating(int64_t a, int64_t b) { return b == -1 ? int64_t(0 - uint64_t(a)) : a / b; }

/// ATen's avg_pool2d: the window clipped to the padded input gives count_include_pad's divisor, clipped to
/// the input the summed elements (and the other divisor); integers divide truncating.
template <typename C> void runAvgPool2dAs(const KernelArgs &a) {
  PoolParams q;
  bool ceilMode, countIncludePad;
  int64_t divisor;
  readAvgPool(a, &q, &ceilMode, &countIncludePad, &divisor);
  Typed<C> x(a, 0), y(a, 1);
  int64_t NC = dim(a, 0, 0) * dim(a, 0, 1), H = dim(a, 0, 2), W = dim(a, 0, 3), OH = dim(a, 1, 2), OW = dim(a, 1, 3);
  for (int64_t nc = 0; nc < NC; ++nc)
    for (int64_t oh = 0; oh < OH; ++oh)
      for (int64_t ow = 0; ow < OW; ++ow) {
        int64_t h0 = oh * q.sh - q.ph, w0 = ow * q.sw - q.pw;
        int64_t h1 = std::min(h0 + q.kh, H + q.ph), w1 = std::min(w0 + q.kw, W + q.pw);
        const int64_t padded = (h1 - h0) * (w1 - w0);
        h0 = std::max<int64_t>(h0, 0), w0 = std::max<int64_t>(w0, 0), h1 = std::min(h1, H), w1 = std::min(w1, W);
        C sum = C(0);
        for (int64_t ih = h0; ih < h1; ++ih)
          for (int64_t iw = w0; iw < w1; ++iw)
            sum += x[(nc * H + ih) * W + iw];
        int64_t d = divisor ? divisor : countIncludePad ? padded : (h1 - h0) * (w1 - w0);
        y.set((nc * OH + oh) * OW + ow, d ? divideTruncating(sum, C(d)) : C(0));
      }
}
void runAvgPool2d(const KernelArgs &a) { EDGE_BY_COMPUTE_TYPE(0, runAvgPool2dAs); }

// ---- adaptive average pooling, embedding ------------------------------------------------------------------

Error checkAdaptiveAvgPool2d(const KernelArgs &a) {
  const char *k = "aten._adaptive_avg_pool2d";
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, floatDType));
  _AdaptiveAvgPool2dParams p;
  const int64_t r = rank(a, 0);
  if (!readParams(a, &p) || p.output_size.size != 2 || (r != 3 && r != 4) || rank(a, 1) != r)
    return bad(k, "expects (N)CHW tensors and a 2-D output_size");
  for (int64_t d = 0; d + 2 < r; ++d)
    if (dim(a, 1, d) != dim(a, 0, d))
      return bad(k, "the output shape does not match the input's");
  if (p.output_size[0] < 1 || p.output_size[1] < 1 || dim(a, 1, r - 2) != p.output_size[0] ||
      dim(a, 1, r - 1) != p.output_size[1])
    return bad(k, "the output shape does not match output_size");
  int64_t reach;
  // (o + 1) * in must not overflow; an empty input leaves windows empty, which PyTorch rejects too.
  if (!mulOk(p.output_size[0] + 1, dim(a, 0, r - 2), &reach) || !mulOk(p.output_size[1] + 1, dim(a, 0, r - 1), &reach) ||
      (info(a, 1).numel && (dim(a, 0, r - 2) == 0 || dim(a, 0, r - 1) == 0)))
    return bad(k, "sizes out of range");
  return Error::success();
}
void runAdaptiveAvgPool2d(const KernelArgs &a) {
  const int64_t r = rank(a, 0), N = r == 4 ? dim(a, 0, 0) : 1, C = dim(a, 0, r - 3), H = dim(a, 0, r - 2);
  const int64_t W = dim(a, 0, r - 1), OH = dim(a, 1, r - 2), OW = dim(a, 1, r - 1);
  Typed<float> x(a, 0), y(a, 1);
  for (int64_t nc = 0; nc < N * C; ++nc)
    for (int64_t oh = 0; oh < OH; ++oh)
      for (int64_t ow = 0; ow < OW; ++ow) {
        int64_t h0 = oh * H / OH, h1 = ((oh + 1) * H + OH - 1) / OH;
        int64_t w0 = ow * W / OW, w1 = ((ow + 1) * W + OW - 1) / OW;
        float sum = 0.0f;
        for (int64_t h = h0; h < h1; ++h)
          for (int64_t w = w0; w < w1; ++w)
            sum += x[(nc * H + h) * W + w];
        y.set((nc * OH + oh) * OW + ow, sum / float((h1 - h0) * (w1 - w0)));
      }
}


const Kernel kTable[] = {
    {"aten._adaptive_avg_pool2d.default", checkAdaptiveAvgPool2d, runAdaptiveAvgPool2d, false},
    {"aten.max_pool2d.default", checkMaxPool2d<MaxPool2dParams, false>, runMaxPool2d<MaxPool2dParams, false>, false},
    {"aten.avg_pool2d.default", checkAvgPool2d, runAvgPool2d, false},
    {"aten.max_pool2d_with_indices.default", checkMaxPool2d<MaxPool2dWithIndicesParams, true>,
     runMaxPool2d<MaxPool2dWithIndicesParams, true>, false},
};

} // namespace

extern const KernelTable kPoolingKernels = {kTable, sizeof(kTable) / sizeof(kTable[0])};

} // namespace kernels
} // namespace edge
