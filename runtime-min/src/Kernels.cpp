// Portable CPU kernels (f32). Each `check` validates everything `run` relies on, once, at load.
#include "edge/runtime/Kernels.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace edge {
namespace {

Error bad(const char *kernel, const std::string &what) {
  return Error(ErrorCode::InvalidProgram, std::string(kernel) + ": " + what);
}

/// Reads the flattened parameters in order; every read is bounds-checked.
class Params {
public:
  explicit Params(const KernelArgs &a) : a_(a), i_(0), f_(0), ok_(true) {}
  int64_t i64() {
    if (i_ >= a_.numInts) {
      ok_ = false;
      return 0;
    }
    return a_.ints[i_++];
  }
  double f64() {
    if (f_ >= a_.numFloats) {
      ok_ = false;
      return 0;
    }
    return a_.floats[f_++];
  }
  /// A list: its length, then its elements; -1 is an absent optional list (returns false, n = 0).
  bool list(const int64_t **data, int64_t *n) {
    int64_t len = i64();
    *data = nullptr;
    *n = 0;
    if (len < 0)
      return false;
    if (uint64_t(len) > a_.numInts - i_) {
      ok_ = false;
      return false;
    }
    *data = a_.ints + i_;
    *n = len;
    i_ += size_t(len);
    return true;
  }
  bool ok() const { return ok_ && i_ == a_.numInts && f_ == a_.numFloats; }

private:
  const KernelArgs &a_;
  size_t i_, f_;
  bool ok_;
};

const TensorInfo &info(const KernelArgs &a, size_t i) { return *a.tensors[i].info; }
const float *in(const KernelArgs &a, size_t i) { return static_cast<const float *>(a.tensors[i].data); }
float *out(const KernelArgs &a, size_t i) { return static_cast<float *>(a.tensors[i].data); }
int64_t rank(const KernelArgs &a, size_t i) { return int64_t(info(a, i).shape.size()); }
int64_t dim(const KernelArgs &a, size_t i, int64_t d) { return info(a, i).shape[size_t(d)]; }

Error expectTensors(const char *k, const KernelArgs &a, size_t n) {
  if (a.numTensors != n)
    return bad(k, formatMessage("expects %zu tensors, got %zu", n, a.numTensors));
  for (size_t i = 0; i < n; ++i)
    if (info(a, i).dtype != schema::DType::f32)
      return bad(k, "only f32 tensors are implemented");
  return Error::success();
}

// Checked arithmetic for parameters read from the file: hostile values must not overflow int64 (UB).
bool mulOk(int64_t a, int64_t b, int64_t *r) { return !__builtin_mul_overflow(a, b, r); }
bool addOk(int64_t a, int64_t b, int64_t *r) { return !__builtin_add_overflow(a, b, r); }

/// The output extent of a sliding window as PyTorch computes it: floor((in + 2 pad - dil (k - 1) - 1) /
/// stride) + 1, rounded up instead with ceil_mode, where the last window must start inside the input or
/// its left padding. False if the window does not fit the padded input or anything overflows. On success
/// every index the kernels form, (out - 1) * stride + (k - 1) * dil - pad, fits int64 too.
bool windowExtent(int64_t in, int64_t pad, int64_t dil, int64_t k, int64_t stride, bool ceilMode, int64_t *out) {
  int64_t twoPad, padded, reach, span, last, maxIndex;
  if (in < 0 || pad < 0 || dil < 1 || k < 1 || stride < 1)
    return false;
  if (!mulOk(pad, 2, &twoPad) || !addOk(in, twoPad, &padded) || !mulOk(dil, k - 1, &reach) || padded <= reach)
    return false; // the (dilated) window is larger than the padded input
  span = padded - reach - 1;
  int64_t n = span / stride + 1;
  if (ceilMode && span % stride) {
    int64_t start;
    if (mulOk(n, stride, &start) && start < in + pad) // the extra window starts inside the input or left padding
      n += 1;
  }
  if (!mulOk(n - 1, stride, &last) || !addOk(last, reach, &maxIndex))
    return false;
  *out = n;
  return true;
}

/// The window offsets k in [0, K) whose input index start + k * dil lies in [0, in): [*begin, *end).
/// Loops over exactly these keep the work bounded by the data, whatever K the file claims.
void windowRange(int64_t start, int64_t dil, int64_t K, int64_t in, int64_t *begin, int64_t *end) {
  // Ceiling divisions written so that nothing overflows: -start <= pad and in - start <= in + pad fit.
  *begin = start < 0 ? (-start) / dil + ((-start) % dil != 0) : 0;
  *end = in - start <= 0 ? 0 : std::min<int64_t>(K, (in - start) / dil + ((in - start) % dil != 0));
}

bool normalizeDim(int64_t d, int64_t r, int64_t *out) {
  int64_t n = std::max<int64_t>(r, 1);
  if (d < -n || d >= n)
    return false;
  *out = d < 0 ? d + n : d;
  return true;
}

// ---- elementwise binary with broadcasting ----------------------------------------------------------

const int kMaxRank = EDGE_MAX_RANK;

/// Broadcast strides of tensor `t` for the output shape (rank aligned at the right).
void broadcastStrides(const TensorInfo &t, const TensorInfo &o, int64_t *strides) {
  int64_t r = int64_t(o.shape.size()), lead = r - int64_t(t.shape.size()), s = 1;
  for (int64_t d = r - 1; d >= 0; --d) {
    int64_t td = d - lead;
    if (td < 0) {
      strides[d] = 0;
      continue;
    }
    int64_t size = t.shape[size_t(td)];
    strides[d] = (size == 1 && o.shape[size_t(d)] != 1) ? 0 : s;
    s *= size;
  }
}

Error checkBroadcast(const char *k, const KernelArgs &a) {
  const TensorInfo &o = info(a, 2);
  if (o.shape.size() > size_t(kMaxRank))
    return bad(k, "rank above 8");
  for (size_t t = 0; t < 2; ++t) {
    const TensorInfo &x = info(a, t);
    if (x.shape.size() > o.shape.size())
      return bad(k, "operand rank above the output's");
    size_t lead = o.shape.size() - x.shape.size();
    for (size_t d = 0; d < x.shape.size(); ++d)
      if (x.shape[d] != 1 && x.shape[d] != o.shape[lead + d])
        return bad(k, "operand does not broadcast to the output shape");
  }
  return Error::success();
}

template <typename Op> void runBinary(const KernelArgs &a, Op op) {
  const TensorInfo &o = info(a, 2);
  int64_t sa[kMaxRank], sb[kMaxRank];
  broadcastStrides(info(a, 0), o, sa);
  broadcastStrides(info(a, 1), o, sb);
  const float *x = in(a, 0), *y = in(a, 1);
  float *z = out(a, 2);
  int64_t r = int64_t(o.shape.size());
  for (int64_t i = 0; i < o.numel; ++i) {
    int64_t rem = i, ia = 0, ib = 0;
    for (int64_t d = r - 1; d >= 0; --d) {
      int64_t c = rem % o.shape[size_t(d)];
      rem /= o.shape[size_t(d)];
      ia += c * sa[d];
      ib += c * sb[d];
    }
    z[i] = op(x[ia], y[ib]);
  }
}

Error checkAddSub(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTensors("aten.add/sub.Tensor", a, 3));
  Params p(a);
  p.f64(); // alpha
  if (!p.ok())
    return bad("aten.add/sub.Tensor", "expects one float parameter (alpha)");
  return checkBroadcast("aten.add/sub.Tensor", a);
}
void runAdd(const KernelArgs &a) {
  float alpha = float(a.floats[0]);
  runBinary(a, [alpha](float x, float y) { return x + alpha * y; });
}
void runSub(const KernelArgs &a) {
  float alpha = float(a.floats[0]);
  runBinary(a, [alpha](float x, float y) { return x - alpha * y; });
}
Error checkMul(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTensors("aten.mul.Tensor", a, 3));
  if (!Params(a).ok())
    return bad("aten.mul.Tensor", "takes no parameters");
  return checkBroadcast("aten.mul.Tensor", a);
}
void runMul(const KernelArgs &a) {
  runBinary(a, [](float x, float y) { return x * y; });
}

// ---- hardtanh (clamp to [min_val, max_val]; params sorted by name: max_val, min_val) -----------------

Error checkHardtanh(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTensors("aten.hardtanh", a, 2));
  if (info(a, 0).numel != info(a, 1).numel)
    return bad("aten.hardtanh", "input and output sizes differ");
  Params p(a);
  double maxVal = p.f64(), minVal = p.f64();
  if (!p.ok())
    return bad("aten.hardtanh", "expects the parameters max_val and min_val");
  if (!(minVal <= maxVal))
    return bad("aten.hardtanh", "min_val is greater than max_val");
  return Error::success();
}
void runHardtanh(const KernelArgs &a) {
  Params p(a);
  const float maxVal = float(p.f64()), minVal = float(p.f64());
  const float *x = in(a, 0);
  float *y = out(a, 1);
  for (int64_t i = 0; i < info(a, 1).numel; ++i)
    y[i] = x[i] < minVal ? minVal : (x[i] > maxVal ? maxVal : x[i]); // NaN stays NaN
}

// ---- max_pool2d (params sorted by name: ceil_mode, dilation, kernel_size, padding, stride) -------------

struct PoolParams {
  int64_t kh, kw, sh, sw, ph, pw, dh, dw;
};

/// One or two values (one means both); an empty stride means the kernel size.
bool readPair(Params &p, bool emptyOk, int64_t *a, int64_t *b) {
  const int64_t *v;
  int64_t n;
  if (!p.list(&v, &n))
    return false;
  if (n == 0 && emptyOk)
    return *a = *b = -1, true;
  if (n == 1)
    return *a = *b = v[0], true;
  if (n == 2)
    return *a = v[0], *b = v[1], true;
  return false;
}

bool readPool(const KernelArgs &a, PoolParams *q, bool *ceilMode) {
  Params p(a);
  *ceilMode = p.i64() != 0;
  bool ok = readPair(p, false, &q->dh, &q->dw);
  ok = readPair(p, false, &q->kh, &q->kw) && ok;
  ok = readPair(p, false, &q->ph, &q->pw) && ok;
  ok = readPair(p, true, &q->sh, &q->sw) && ok;
  if (q->sh < 0)
    q->sh = q->kh, q->sw = q->kw;
  return ok && p.ok();
}

Error checkMaxPool2d(const KernelArgs &a) {
  const char *k = "aten.max_pool2d";
  EDGE_RETURN_IF_ERROR(expectTensors(k, a, 2));
  PoolParams q;
  bool ceilMode;
  if (!readPool(a, &q, &ceilMode))
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
void runMaxPool2d(const KernelArgs &a) {
  PoolParams q;
  bool ceilMode;
  readPool(a, &q, &ceilMode);
  const float *x = in(a, 0);
  float *y = out(a, 1);
  int64_t NC = dim(a, 0, 0) * dim(a, 0, 1), H = dim(a, 0, 2), W = dim(a, 0, 3), OH = dim(a, 1, 2), OW = dim(a, 1, 3);
  for (int64_t nc = 0; nc < NC; ++nc)
    for (int64_t oh = 0; oh < OH; ++oh)
      for (int64_t ow = 0; ow < OW; ++ow) {
        float m = -std::numeric_limits<float>::infinity();
        int64_t h0 = oh * q.sh - q.ph, w0 = ow * q.sw - q.pw, khBegin, khEnd, kwBegin, kwEnd;
        windowRange(h0, q.dh, q.kh, H, &khBegin, &khEnd);
        windowRange(w0, q.dw, q.kw, W, &kwBegin, &kwEnd);
        for (int64_t kh = khBegin; kh < khEnd; ++kh) {
          int64_t ih = h0 + kh * q.dh;
          for (int64_t kw = kwBegin; kw < kwEnd; ++kw) {
            float v = x[(nc * H + ih) * W + w0 + kw * q.dw];
            if (v > m || std::isnan(v))
              m = v;
          }
        }
        y[(nc * OH + oh) * OW + ow] = m;
      }
}

// ---- relu -------------------------------------------------------------------------------------------

Error checkRelu(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTensors("aten.relu", a, 2));
  if (info(a, 0).numel != info(a, 1).numel)
    return bad("aten.relu", "input and output sizes differ");
  return Error::success();
}
void runRelu(const KernelArgs &a) {
  const float *x = in(a, 0);
  float *y = out(a, 1);
  for (int64_t i = 0; i < info(a, 1).numel; ++i)
    y[i] = x[i] < 0.0f ? 0.0f : x[i]; // NaN stays NaN
}

// ---- matmul -----------------------------------------------------------------------------------------

/// out[M,N] = beta * bias + alpha * A @ B; bias (may be null) broadcast with strides (sm, sn).
void matmul(const float *A, const float *B, const float *bias, int64_t sm, int64_t sn, float *C, int64_t M, int64_t K,
            int64_t N, float alpha, float beta) {
  for (int64_t m = 0; m < M; ++m) {
    float *row = C + m * N;
    for (int64_t n = 0; n < N; ++n)
      row[n] = 0.0f;
    for (int64_t k = 0; k < K; ++k) {
      float av = A[m * K + k];
      const float *brow = B + k * N;
      for (int64_t n = 0; n < N; ++n)
        row[n] += av * brow[n];
    }
    for (int64_t n = 0; n < N; ++n)
      row[n] = alpha * row[n] + (bias ? beta * bias[m * sm + n * sn] : 0.0f);
  }
}

Error checkMatrices(const char *k, const KernelArgs &a, size_t ia, size_t ib, size_t io) {
  if (rank(a, ia) != 2 || rank(a, ib) != 2 || rank(a, io) != 2)
    return bad(k, "expects 2-D matrices");
  if (dim(a, ia, 1) != dim(a, ib, 0) || dim(a, io, 0) != dim(a, ia, 0) || dim(a, io, 1) != dim(a, ib, 1))
    return bad(k, "matrix shapes do not agree");
  return Error::success();
}
Error checkMm(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTensors("aten.mm", a, 3));
  if (!Params(a).ok())
    return bad("aten.mm", "takes no parameters");
  return checkMatrices("aten.mm", a, 0, 1, 2);
}
void runMm(const KernelArgs &a) {
  matmul(in(a, 0), in(a, 1), nullptr, 0, 0, out(a, 2), dim(a, 0, 0), dim(a, 0, 1), dim(a, 1, 1), 1.0f, 0.0f);
}
Error checkAddmm(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTensors("aten.addmm", a, 4));
  Params p(a);
  p.f64();
  p.f64();
  if (!p.ok())
    return bad("aten.addmm", "expects two float parameters (alpha, beta)");
  EDGE_RETURN_IF_ERROR(checkMatrices("aten.addmm", a, 1, 2, 3));
  const TensorInfo &bias = info(a, 0), &o = info(a, 3);
  if (bias.shape.size() > 2)
    return bad("aten.addmm", "bias of rank above 2");
  size_t lead = 2 - bias.shape.size();
  for (size_t d = 0; d < bias.shape.size(); ++d)
    if (bias.shape[d] != 1 && bias.shape[d] != o.shape[lead + d])
      return bad("aten.addmm", "bias does not broadcast to the output");
  return Error::success();
}
void runAddmm(const KernelArgs &a) {
  int64_t strides[2];
  broadcastStrides(info(a, 0), info(a, 3), strides);
  matmul(in(a, 1), in(a, 2), in(a, 0), strides[0], strides[1], out(a, 3), dim(a, 1, 0), dim(a, 1, 1), dim(a, 2, 1),
         float(a.floats[0]), float(a.floats[1]));
}

// ---- permute ----------------------------------------------------------------------------------------

Error checkPermute(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTensors("aten.permute", a, 2));
  Params p(a);
  const int64_t *dims;
  int64_t n;
  p.list(&dims, &n);
  if (!p.ok() || n != rank(a, 0) || n != rank(a, 1) || n > kMaxRank)
    return bad("aten.permute", "dims do not match the rank");
  bool seen[kMaxRank] = {false};
  for (int64_t i = 0; i < n; ++i) {
    int64_t d;
    if (!normalizeDim(dims[i], n, &d) || seen[d] || dim(a, 1, i) != dim(a, 0, d))
      return bad("aten.permute", "dims are not a permutation matching the output shape");
    seen[d] = true;
  }
  return Error::success();
}
void runPermute(const KernelArgs &a) {
  const TensorInfo &x = info(a, 0), &o = info(a, 1);
  int64_t r = int64_t(o.shape.size()), inStrides[kMaxRank], src[kMaxRank];
  int64_t s = 1;
  for (int64_t d = r - 1; d >= 0; --d) {
    inStrides[d] = s;
    s *= x.shape[size_t(d)];
  }
  for (int64_t i = 0; i < r; ++i) {
    int64_t d = a.ints[1 + i];
    src[i] = inStrides[d < 0 ? d + r : d];
  }
  const float *xp = in(a, 0);
  float *y = out(a, 1);
  for (int64_t i = 0; i < o.numel; ++i) {
    int64_t rem = i, off = 0;
    for (int64_t d = r - 1; d >= 0; --d) {
      off += (rem % o.shape[size_t(d)]) * src[d];
      rem /= o.shape[size_t(d)];
    }
    y[i] = xp[off];
  }
}

// ---- convolution (2-D, NCHW) --------------------------------------------------------------------------

struct ConvParams {
  int64_t dh, dw, groups, ph, pw, sh, sw;
  bool transposed;
};

bool readConv(const KernelArgs &a, ConvParams *c) {
  Params p(a);
  const int64_t *v;
  int64_t n;
  bool ok = p.list(&v, &n) && n == 2;
  if (ok) {
    c->dh = v[0];
    c->dw = v[1];
  }
  c->groups = p.i64();
  ok = p.list(&v, &n) && n == 2 && ok; // output_padding: unused without transposition
  ok = p.list(&v, &n) && n == 2 && ok;
  if (ok) {
    c->ph = v[0];
    c->pw = v[1];
  }
  ok = p.list(&v, &n) && n == 2 && ok;
  if (ok) {
    c->sh = v[0];
    c->sw = v[1];
  }
  c->transposed = p.i64() != 0;
  return ok && p.ok();
}

Error checkConvolution(const KernelArgs &a) {
  const char *k = "aten.convolution";
  bool hasBias = a.numTensors == 4;
  EDGE_RETURN_IF_ERROR(expectTensors(k, a, hasBias ? 4 : 3));
  ConvParams c;
  if (!readConv(a, &c))
    return bad(k, "malformed parameters");
  if (c.transposed)
    return bad(k, "transposed convolution is not implemented");
  size_t o = hasBias ? 3 : 2;
  if (rank(a, 0) != 4 || rank(a, 1) != 4 || rank(a, o) != 4)
    return bad(k, "expects 4-D input, weight and output");
  if (c.groups < 1 || c.sh < 1 || c.sw < 1 || c.dh < 1 || c.dw < 1 || c.ph < 0 || c.pw < 0)
    return bad(k, "invalid stride, dilation, padding or groups");
  int64_t N = dim(a, 0, 0), C = dim(a, 0, 1), H = dim(a, 0, 2), W = dim(a, 0, 3);
  int64_t OC = dim(a, 1, 0), KH = dim(a, 1, 2), KW = dim(a, 1, 3), weightChannels;
  if (C % c.groups || OC % c.groups || !mulOk(dim(a, 1, 1), c.groups, &weightChannels) || weightChannels != C)
    return bad(k, "channels do not match groups");
  if (KH < 1 || KW < 1)
    return bad(k, "empty kernel");
  int64_t OH, OW;
  if (!windowExtent(H, c.ph, c.dh, KH, c.sh, false, &OH) || !windowExtent(W, c.pw, c.dw, KW, c.sw, false, &OW))
    return bad(k, "the kernel does not fit the padded input, or the parameters overflow");
  if (dim(a, o, 0) != N || dim(a, o, 1) != OC || dim(a, o, 2) != OH || dim(a, o, 3) != OW)
    return bad(k, "output shape does not match the convolution");
  if (hasBias && (rank(a, 2) != 1 || dim(a, 2, 0) != OC))
    return bad(k, "bias shape does not match");
  return Error::success();
}
void runConvolution(const KernelArgs &a) {
  ConvParams c;
  readConv(a, &c);
  bool hasBias = a.numTensors == 4;
  const float *x = in(a, 0), *w = in(a, 1), *bias = hasBias ? in(a, 2) : nullptr;
  float *y = out(a, hasBias ? 3 : 2);
  int64_t N = dim(a, 0, 0), C = dim(a, 0, 1), H = dim(a, 0, 2), W = dim(a, 0, 3);
  int64_t OC = dim(a, 1, 0), KH = dim(a, 1, 2), KW = dim(a, 1, 3);
  const TensorInfo &o = info(a, hasBias ? 3 : 2);
  int64_t OH = o.shape[2], OW = o.shape[3], cin = C / c.groups, cout = OC / c.groups;
  for (int64_t n = 0; n < N; ++n)
    for (int64_t oc = 0; oc < OC; ++oc) {
      int64_t g = oc / cout;
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow) {
          int64_t h0 = oh * c.sh - c.ph, w0 = ow * c.sw - c.pw, khBegin, khEnd, kwBegin, kwEnd;
          windowRange(h0, c.dh, KH, H, &khBegin, &khEnd);
          windowRange(w0, c.dw, KW, W, &kwBegin, &kwEnd);
          float acc = bias ? bias[oc] : 0.0f;
          for (int64_t ic = 0; ic < cin; ++ic) {
            const float *xc = x + ((n * C + g * cin + ic) * H) * W;
            const float *wc = w + ((oc * cin + ic) * KH) * KW;
            for (int64_t kh = khBegin; kh < khEnd; ++kh) {
              int64_t ih = h0 + kh * c.dh;
              for (int64_t kw = kwBegin; kw < kwEnd; ++kw)
                acc += xc[ih * W + w0 + kw * c.dw] * wc[kh * KW + kw];
            }
          }
          y[((n * OC + oc) * OH + oh) * OW + ow] = acc;
        }
    }
}

// ---- mean.dim -----------------------------------------------------------------------------------------

/// Which dims of the input are reduced; false if the parameters are malformed.
bool readReduced(const KernelArgs &a, bool *reduced, bool *keepdim) {
  Params p(a);
  const int64_t *dims;
  int64_t n;
  int64_t r = rank(a, 0);
  bool present = p.list(&dims, &n);
  for (int64_t d = 0; d < r; ++d)
    reduced[d] = !present || n == 0;
  for (int64_t i = 0; i < n; ++i) {
    int64_t d;
    if (!normalizeDim(dims[i], r, &d))
      return false;
    if (d < r)
      reduced[d] = true;
  }
  if (p.i64() != -1)
    return false; // dtype must be absent
  *keepdim = p.i64() != 0;
  return p.ok();
}

Error checkMeanDim(const KernelArgs &a) {
  const char *k = "aten.mean.dim";
  EDGE_RETURN_IF_ERROR(expectTensors(k, a, 2));
  if (rank(a, 0) > kMaxRank)
    return bad(k, "rank above 8");
  bool reduced[kMaxRank], keepdim;
  if (!readReduced(a, reduced, &keepdim))
    return bad(k, "malformed parameters");
  std::vector<int64_t> expected;
  for (int64_t d = 0; d < rank(a, 0); ++d)
    if (!reduced[d])
      expected.push_back(dim(a, 0, d));
    else if (keepdim)
      expected.push_back(1);
  if (expected != info(a, 1).shape)
    return bad(k, "output shape does not match the reduction");
  return Error::success();
}
void runMeanDim(const KernelArgs &a) {
  bool reduced[kMaxRank], keepdim;
  readReduced(a, reduced, &keepdim);
  const TensorInfo &x = info(a, 0);
  int64_t r = int64_t(x.shape.size());
  float *y = out(a, 1);
  const float *xp = in(a, 0);
  int64_t outNumel = info(a, 1).numel, count = outNumel ? x.numel / outNumel : 0;
  for (int64_t i = 0; i < outNumel; ++i)
    y[i] = 0.0f;
  // Walk the input once, accumulating each element into its output slot.
  for (int64_t i = 0; i < x.numel; ++i) {
    int64_t rem = i, o = 0, scale = 1;
    for (int64_t d = r - 1; d >= 0; --d) {
      int64_t c = rem % x.shape[size_t(d)];
      rem /= x.shape[size_t(d)];
      if (!reduced[d]) {
        o += c * scale;
        scale *= x.shape[size_t(d)];
      }
    }
    y[o] += xp[i];
  }
  // PyTorch: the mean of no elements is NaN (written directly rather than as 0 / 0).
  for (int64_t i = 0; i < outNumel; ++i)
    y[i] = count ? y[i] / float(count) : std::numeric_limits<float>::quiet_NaN();
}

// ---- _softmax ---------------------------------------------------------------------------------------

Error checkSoftmax(const KernelArgs &a) {
  const char *k = "aten._softmax";
  EDGE_RETURN_IF_ERROR(expectTensors(k, a, 2));
  Params p(a);
  int64_t d = p.i64(), n;
  bool halfToFloat = p.i64() != 0;
  if (!p.ok() || !normalizeDim(d, rank(a, 0), &n) || halfToFloat)
    return bad(k, "malformed parameters");
  if (info(a, 0).shape != info(a, 1).shape)
    return bad(k, "input and output shapes differ");
  return Error::success();
}
void runSoftmax(const KernelArgs &a) {
  const TensorInfo &x = info(a, 0);
  if (x.numel == 0)
    return; // PyTorch: softmax of an empty tensor is empty; rows over an empty dim have no element to read

  int64_t r = int64_t(x.shape.size()), d = 0;
  normalizeDim(a.ints[0], r, &d);
  int64_t outer = 1, inner = 1, D = r ? x.shape[size_t(d)] : 1;
  for (int64_t i = 0; i < r; ++i)
    if (i < d)
      outer *= x.shape[size_t(i)];
    else if (i > d)
      inner *= x.shape[size_t(i)];
  const float *xp = in(a, 0);
  float *y = out(a, 1);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in_ = 0; in_ < inner; ++in_) {
      const float *row = xp + o * D * inner + in_;
      float *yrow = y + o * D * inner + in_;
      float m = row[0];
      for (int64_t j = 1; j < D; ++j)
        m = std::max(m, row[j * inner]);
      float sum = 0.0f;
      for (int64_t j = 0; j < D; ++j)
        sum += std::exp(row[j * inner] - m);
      for (int64_t j = 0; j < D; ++j)
        yrow[j * inner] = std::exp(row[j * inner] - m) / sum;
    }
}

const Kernel kKernels[] = {
    {"aten.add.Tensor", checkAddSub, runAdd},
    {"aten.sub.Tensor", checkAddSub, runSub},
    {"aten.mul.Tensor", checkMul, runMul},
    {"aten.relu.default", checkRelu, runRelu},
    {"aten.hardtanh.default", checkHardtanh, runHardtanh},
    {"aten.mm.default", checkMm, runMm},
    {"aten.addmm.default", checkAddmm, runAddmm},
    {"aten.permute.default", checkPermute, runPermute},
    {"aten.convolution.default", checkConvolution, runConvolution},
    {"aten.max_pool2d.default", checkMaxPool2d, runMaxPool2d},
    {"aten.mean.dim", checkMeanDim, runMeanDim},
    {"aten._softmax.default", checkSoftmax, runSoftmax},
};

} // namespace

const Kernel *findKernel(const char *name) {
  for (const Kernel &k : kKernels)
    if (std::strcmp(k.name, name) == 0)
      return &k;
  return nullptr;
}

} // namespace edge
