// Portable CPU kernels. Each `check` validates everything `run` relies on, once, at load. Parameters are
// read into the structs generated from the op registry (KernelParams.h). Elementwise kernels take every
// dtype (DTypes.h), the others f32 for now. Built with -fwrapv: integer kernels wrap on overflow as
// PyTorch's do, rather than being undefined.
#include "edge/runtime/Kernels.h"

#include "ElementwiseMath.h"
#include "KernelParams.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace edge {
namespace {

Error bad(const char *kernel, const std::string &what) {
  return Error(ErrorCode::InvalidProgram, std::string(kernel) + ": " + what);
}

const TensorInfo &info(const KernelArgs &a, size_t i) { return *a.tensors[i].info; }
const float *in(const KernelArgs &a, size_t i) { return static_cast<const float *>(a.tensors[i].data); }
float *out(const KernelArgs &a, size_t i) { return static_cast<float *>(a.tensors[i].data); }
int64_t rank(const KernelArgs &a, size_t i) { return int64_t(info(a, i).shape.size()); }
int64_t dim(const KernelArgs &a, size_t i, int64_t d) { return info(a, i).shape[size_t(d)]; }

/// `n` tensors; those in [first, last) of one dtype, which `ok` accepts.
Error expectTyped(const char *k, const KernelArgs &a, size_t n, bool (*ok)(schema::DType), size_t first = 0,
                  size_t last = size_t(-1)) {
  if (a.numTensors != n)
    return bad(k, formatMessage("expects %zu tensors, got %zu", n, a.numTensors));
  last = std::min(last, n);
  for (size_t i = first; i < last; ++i)
    if (info(a, i).dtype != info(a, first).dtype || !ok(info(a, i).dtype))
      return bad(k, formatMessage("does not take %s tensors here", dtypeName(info(a, i).dtype)));
  return Error::success();
}
// f64 is no dtype of the registry: these kernels compute floats in f32 and refuse it.
bool anyDType(schema::DType t) { return t != schema::DType::f64; }
bool numericDType(schema::DType t) { return t != schema::DType::bool_ && t != schema::DType::f64; }
bool floatDType(schema::DType t) { return isFloatingDType(t) && t != schema::DType::f64; }

/// Tensor i of a call, element by element in compute type C (float for floating dtypes, int64_t for the
/// others): what lets one kernel body serve every dtype.
template <typename C> struct Typed {
  schema::DType t;
  void *p;
  Typed(const KernelArgs &a, size_t i) : t(info(a, i).dtype), p(a.tensors[i].data) {}
  C operator[](int64_t i) const { return loadAs<C>(t, p, i); }
  void set(int64_t i, C v) const { storeAs<C>(t, p, i, v); }
};
/// The lowest value of compute type C (the start of a maximum).
template <typename C> C lowest() {
  return std::numeric_limits<C>::has_infinity ? -std::numeric_limits<C>::infinity() : std::numeric_limits<C>::lowest();
}
/// v beats the best so far b of a maximum: NaN wins, as in PyTorch (integers have none).
template <typename C> bool beats(C v, C b) { return (v > b || std::isnan(double(v))) && !std::isnan(double(b)); }
/// The same for minima: v below b, or NaN, and b not NaN.
template <typename C> bool beatsBelow(C v, C b) { return (v < b || std::isnan(double(v))) && !std::isnan(double(b)); }
/// Products wrap for integers, as PyTorch's (no signed overflow).
inline float mulWrap(float a, float b) { return a * b; }
inline int64_t mulWrap(int64_t a, int64_t b) { return int64_t(uint64_t(a) * uint64_t(b)); }
#define EDGE_BY_COMPUTE_TYPE(tensor, fn)                                                                               \
  (isFloatingDType(info(a, tensor).dtype) ? fn<float>(a) : fn<int64_t>(a))

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

/// Every input broadcasts to the output (the last tensor).
Error checkBroadcast(const char *k, const KernelArgs &a) {
  const TensorInfo &o = info(a, a.numTensors - 1);
  if (o.shape.size() > size_t(kMaxRank))
    return bad(k, "rank above 8");
  for (size_t t = 0; t + 1 < a.numTensors; ++t) {
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

// ---- elementwise ops, generated from the registry's expressions (generated/Elementwise.inc) -----------

#include "generated/Elementwise.inc"

/// Steps `coord` to the next row-major position of `shape` (rank dims) and each of the `n` offsets along by
/// its strides (offsets[k] = sum over d of coord[d] * strides[k][d]): no division per element.
void stepOdometer(int64_t rank, const int64_t *shape, int64_t *coord, int n, const int64_t (*strides)[kMaxRank],
                  int64_t *offsets) {
  for (int64_t d = rank - 1; d >= 0; --d) {
    for (int k = 0; k < n; ++k)
      offsets[k] += strides[k][d];
    if (++coord[d] < shape[d])
      return;
    for (int k = 0; k < n; ++k)
      offsets[k] -= strides[k][d] * shape[d];
    coord[d] = 0;
  }
}

template <int N> struct Arity {};
template <typename F, typename C> C apply(const F &f, const C *v, Arity<1>) { return f(v[0]); }
template <typename F, typename C> C apply(const F &f, const C *v, Arity<2>) { return f(v[0], v[1]); }
template <typename F, typename C> C apply(const F &f, const C *v, Arity<3>) { return f(v[0], v[1], v[2]); }

/// Whether an elementwise kernel computes in float (else in int64_t): in its result's type, or for
/// comparisons and conversions in its inputs' promoted type.
template <typename F> bool computesInFloat(const KernelArgs &a) {
  if (!F::kComputeOnInputs)
    return isFloatingDType(info(a, F::kArity).dtype);
  for (int k = 0; k < F::kArity; ++k)
    if (isFloatingDType(info(a, k).dtype))
      return true;
  return false;
}

template <template <typename> class Fn, typename P> Error checkElementwise(const KernelArgs &a) {
  const char *k = "elementwise kernel";
  const size_t n = size_t(Fn<float>::kArity) + 1;
  if (a.numTensors != n)
    return bad(k, formatMessage("expects %zu tensors, got %zu", n, a.numTensors));
  for (size_t i = 0; i < n; ++i)
    if (!Fn<float>::takes(info(a, i).dtype))
      return bad(k, formatMessage("does not take %s tensors", dtypeName(info(a, i).dtype)));
  // Division and transcendental functions only ever compute in float (never an integer division by 0).
  if (Fn<float>::kFloatResult && !isFloatingDType(info(a, n - 1).dtype))
    return bad(k, "the result must be floating point");
  P params;
  if (!readParams(a, &params))
    return bad(k, std::string("malformed parameters; it takes: ") + paramNames(&params));
  if (!Fn<float>::valid(params))
    return bad(k, "parameters out of range");
  return checkBroadcast(k, a);
}

template <typename F> void runElementwiseIn(const F &fn, const KernelArgs &a) {
  typedef typename F::Compute C;
  const int arity = F::kArity;
  const TensorInfo &o = info(a, arity);
  int64_t strides[3][kMaxRank];
  for (int k = 0; k < arity; ++k)
    broadcastStrides(info(a, k), o, strides[k]);
  int64_t coord[kMaxRank] = {0}, index[3] = {0, 0, 0};
  for (int64_t i = 0; i < o.numel; ++i) {
    C v[3];
    for (int k = 0; k < arity; ++k)
      v[k] = loadAs<C>(info(a, k).dtype, a.tensors[k].data, index[k]);
    storeAs<C>(o.dtype, a.tensors[arity].data, i, apply(fn, v, Arity<F::kArity>()));
    stepOdometer(int64_t(o.shape.size()), o.shape.data(), coord, arity, strides, index);
  }
}

/// Runs in float or int64_t; ops that take no floating dtype (bitwise) only ever in int64_t.
template <bool floatCompute> struct ElementwiseRunner {
  template <template <typename> class Fn, typename P> static void run(const KernelArgs &a, const P &params) {
    if (computesInFloat<Fn<float> >(a))
      runElementwiseIn(Fn<float>(params), a);
    else
      runElementwiseIn(Fn<int64_t>(params), a);
  }
};
template <> struct ElementwiseRunner<false> {
  template <template <typename> class Fn, typename P> static void run(const KernelArgs &a, const P &params) {
    runElementwiseIn(Fn<int64_t>(params), a);
  }
};

template <template <typename> class Fn, typename P> void runElementwise(const KernelArgs &a) {
  P params;
  readParams(a, &params);
  ElementwiseRunner<Fn<float>::kFloatCompute>::template run<Fn, P>(a, params);
}

// ---- max_pool2d -----------------------------------------------------------------------------------------

struct PoolParams {
  int64_t kh, kw, sh, sw, ph, pw, dh, dw;
};

/// One or two values (one means both); an empty stride means the kernel size.
bool readPair(IntList v, bool emptyOk, int64_t *a, int64_t *b) {
  if (v.size == 0 && emptyOk)
    return *a = *b = -1, true;
  if (v.size == 1)
    return *a = *b = v[0], true;
  if (v.size == 2)
    return *a = v[0], *b = v[1], true;
  return false;
}

/// A pooling window's kernel, stride (empty: the kernel) and padding, shared by max and average pooling.
bool readWindow(IntList kernel, IntList stride, IntList padding, PoolParams *q) {
  bool ok = readPair(kernel, false, &q->kh, &q->kw);
  ok = readPair(padding, false, &q->ph, &q->pw) && ok;
  ok = readPair(stride, true, &q->sh, &q->sw) && ok;
  if (q->sh < 0)
    q->sh = q->kh, q->sw = q->kw;
  return ok;
}

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

/// The same for any dtype, element by element in compute type C (integers wrap as PyTorch's do).
template <typename C>
void matmulAs(const KernelArgs &a, size_t ia, size_t ib, int64_t bias, int64_t sm, int64_t sn, size_t io, int64_t M,
              int64_t K, int64_t N, C alpha, C beta, int64_t batch) {
  Typed<C> A(a, ia), B(a, ib), out(a, io);
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t m = 0; m < M; ++m)
      for (int64_t n = 0; n < N; ++n) {
        C acc = C(0);
        for (int64_t k = 0; k < K; ++k)
          acc += A[(b * M + m) * K + k] * B[(b * K + k) * N + n];
        C v = alpha * acc;
        if (bias >= 0)
          v += beta * Typed<C>(a, size_t(bias))[m * sm + n * sn];
        out.set((b * M + m) * N + n, v);
      }
}
/// A matmul (batched over `batch`) of tensors ia and ib into io: the f32 kernel for f32, else matmulAs.
void matmulAny(const KernelArgs &a, size_t ia, size_t ib, int64_t bias, int64_t sm, int64_t sn, size_t io, int64_t M,
               int64_t K, int64_t N, const Scalar *alpha, const Scalar *beta, int64_t batch) {
  if (info(a, io).dtype == schema::DType::f32) {
    for (int64_t b = 0; b < batch; ++b)
      matmul(in(a, ia) + b * M * K, in(a, ib) + b * K * N, bias >= 0 ? in(a, size_t(bias)) : nullptr, sm, sn,
             out(a, io) + b * M * N, M, K, N, alpha ? scalarAs<float>(*alpha) : 1.0f, beta ? scalarAs<float>(*beta) : 0.0f);
  } else if (isFloatingDType(info(a, io).dtype)) {
    matmulAs<float>(a, ia, ib, bias, sm, sn, io, M, K, N, alpha ? scalarAs<float>(*alpha) : 1.0f,
                    beta ? scalarAs<float>(*beta) : 0.0f, batch);
  } else {
    matmulAs<int64_t>(a, ia, ib, bias, sm, sn, io, M, K, N, alpha ? scalarAs<int64_t>(*alpha) : 1,
                      beta ? scalarAs<int64_t>(*beta) : 0, batch);
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
  EDGE_RETURN_IF_ERROR(expectTyped("aten.mm", a, 3, numericDType));
  MmParams p;
  if (!readParams(a, &p))
    return bad("aten.mm", "takes no parameters");
  return checkMatrices("aten.mm", a, 0, 1, 2);
}
Error checkBmm(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTyped("aten.bmm", a, 3, numericDType));
  BmmParams p;
  if (!readParams(a, &p))
    return bad("aten.bmm", "takes no parameters");
  if (rank(a, 0) != 3 || rank(a, 1) != 3 || rank(a, 2) != 3)
    return bad("aten.bmm", "expects 3-D tensors");
  if (dim(a, 0, 0) != dim(a, 1, 0) || dim(a, 0, 0) != dim(a, 2, 0) || dim(a, 0, 2) != dim(a, 1, 1) ||
      dim(a, 2, 1) != dim(a, 0, 1) || dim(a, 2, 2) != dim(a, 1, 2))
    return bad("aten.bmm", "shapes do not match");
  return Error::success();
}
void runBmm(const KernelArgs &a) {
  matmulAny(a, 0, 1, -1, 0, 0, 2, dim(a, 0, 1), dim(a, 0, 2), dim(a, 1, 2), nullptr, nullptr, dim(a, 0, 0));
}
// ---- cat ------------------------------------------------------------------------------------------------

/// The inputs that take part (PyTorch skips 1-D empty ones) and the concatenation dim, after checking.
bool catDim(const KernelArgs &a, int64_t *dim) {
  CatParams p;
  const TensorInfo &o = info(a, a.numTensors - 1);
  return readParams(a, &p) && !o.shape.empty() && o.shape.size() <= size_t(kMaxRank) &&
         normalizeDim(p.dim, int64_t(o.shape.size()), dim);
}
bool skipped(const TensorInfo &t) { return t.shape.size() == 1 && t.shape[0] == 0; }

Error checkCat(const KernelArgs &a) {
  const char *k = "aten.cat";
  if (a.numTensors < 2)
    return bad(k, "expects inputs and an output");
  const TensorInfo &o = info(a, a.numTensors - 1);
  for (size_t t = 0; t < a.numTensors; ++t)
    if (info(a, t).dtype == schema::DType::f64)
      return bad(k, "f64 tensors are not implemented");
  int64_t d;
  if (o.numel == 0 && o.shape.size() == 1 && o.shape[0] == 0) // only empty inputs: nothing to do
    return Error::success();
  if (!catDim(a, &d))
    return bad(k, "malformed dim for the output's rank");
  int64_t total = 0;
  for (size_t t = 0; t + 1 < a.numTensors; ++t) {
    const TensorInfo &x = info(a, t);
    if (skipped(x))
      continue;
    if (x.shape.size() != o.shape.size())
      return bad(k, "an input's rank differs from the output's");
    for (size_t i = 0; i < o.shape.size(); ++i)
      if (int64_t(i) != d && x.shape[i] != o.shape[i])
        return bad(k, "an input's shape does not match the output's");
    if (!addOk(total, x.shape[size_t(d)], &total))
      return bad(k, "sizes overflow");
  }
  if (total != o.shape[size_t(d)])
    return bad(k, "the inputs do not add up to the output along dim");
  return Error::success();
}
/// Each input into its slice: outer blocks of `inner` contiguous elements, converted where the input's
/// dtype is not the output's (cat promotes).
void runCat(const KernelArgs &a) {
  const TensorInfo &o = info(a, a.numTensors - 1);
  int64_t d;
  if (o.numel == 0 || !catDim(a, &d))
    return;
  int64_t outer = 1, inner = 1;
  for (int64_t i = 0; i < int64_t(o.shape.size()); ++i)
    (i < d ? outer : inner) *= i == d ? 1 : o.shape[size_t(i)];
  const size_t size = elementSize(o.dtype);
  const bool floating = isFloatingDType(o.dtype);
  int64_t start = 0;
  for (size_t t = 0; t + 1 < a.numTensors; ++t) {
    const TensorInfo &x = info(a, t);
    if (skipped(x))
      continue;
    const int64_t rows = x.shape[size_t(d)], block = rows * inner;
    for (int64_t b = 0; b < outer; ++b)
      for (int64_t j = 0; j < block; ++j) {
        int64_t from = b * block + j, to = (b * o.shape[size_t(d)] + start) * inner + j;
        if (x.dtype == o.dtype)
          memcpy(static_cast<uint8_t *>(a.tensors[a.numTensors - 1].data) + size_t(to) * size,
                 static_cast<const uint8_t *>(a.tensors[t].data) + size_t(from) * size, size);
        else if (floating)
          storeAs<float>(o.dtype, a.tensors[a.numTensors - 1].data, to, loadAs<float>(x.dtype, a.tensors[t].data, from));
        else
          storeAs<int64_t>(o.dtype, a.tensors[a.numTensors - 1].data, to,
                           loadAs<int64_t>(x.dtype, a.tensors[t].data, from));
      }
    start += rows;
  }
}

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

Error checkEmbedding(const KernelArgs &a) {
  const char *k = "aten.embedding";
  EmbeddingParams p;
  if (a.numTensors != 3 || !readParams(a, &p))
    return bad(k, "expects weight, indices, output and its parameters");
  const TensorInfo &w = info(a, 0), &idx = info(a, 1), &o = info(a, 2);
  if (w.dtype != o.dtype || (idx.dtype != schema::DType::i64 && idx.dtype != schema::DType::i32))
    return bad(k, "takes i64 or i32 indices and writes the weight's dtype");
  if (w.shape.size() != 2 || o.shape.size() != idx.shape.size() + 1 || o.shape.back() != w.shape[1])
    return bad(k, "shapes do not match");
  for (size_t d = 0; d < idx.shape.size(); ++d)
    if (o.shape[d] != idx.shape[d])
      return bad(k, "shapes do not match");
  return Error::success();
}
/// An index outside the weight writes NaN (0 for integer weights): PyTorch raises an error, which a kernel
/// run cannot; NaN keeps the fault visible (as the shader does) and nothing is read out of bounds.
template <typename C> void runEmbeddingAs(const KernelArgs &a) {
  const TensorInfo &w = info(a, 0), &idx = info(a, 1);
  const int64_t D = w.shape[1], rows = w.shape[0];
  Typed<C> weight(a, 0), y(a, 2);
  const C missing = std::numeric_limits<C>::has_quiet_NaN ? std::numeric_limits<C>::quiet_NaN() : C(0);
  for (int64_t r = 0; r < idx.numel; ++r) {
    int64_t index = loadAs<int64_t>(idx.dtype, a.tensors[1].data, r);
    for (int64_t c = 0; c < D; ++c)
      y.set(r * D + c, index >= 0 && index < rows ? weight[index * D + c] : missing);
  }
}
void runEmbedding(const KernelArgs &a) { EDGE_BY_COMPUTE_TYPE(0, runEmbeddingAs); }

/// The coordinates of the non-zero elements (NaN counts, -0.0 does not) in row-major order, one row each,
/// as many as the output has rows planned; the count, which may be more, goes to KernelArgs::rows.
Error checkNonzero(const KernelArgs &a) {
  const char *k = "aten.nonzero";
  if (a.numTensors != 2 || a.numInts || a.numFloats)
    return bad(k, "expects an input and an output");
  const TensorInfo &x = info(a, 0), &o = info(a, 1);
  if (o.dtype != schema::DType::i64 || o.shape.size() != 2 || o.shape[1] != int64_t(x.shape.size()))
    return bad(k, "writes i64 [rows, input rank]");
  return Error::success();
}
void runNonzero(const KernelArgs &a) {
  const TensorInfo &x = info(a, 0);
  const int64_t rank = int64_t(x.shape.size());
  const int64_t room = info(a, 1).shape[0];
  int64_t *out = static_cast<int64_t *>(a.tensors[1].data);
  int64_t count = 0;
  for (int64_t i = 0; i < x.numel; ++i) {
    if (loadAs<double>(x.dtype, a.tensors[0].data, i) == 0.0)
      continue; // every non-zero integer and bf16/f16 value stays non-zero as a double
    for (int64_t d = rank - 1, rem = i; d >= 0 && count < room; --d) {
      out[count * rank + d] = rem % x.shape[d];
      rem /= x.shape[d];
    }
    ++count;
  }
  if (a.rows)
    *a.rows = count;
}

void runMm(const KernelArgs &a) {
  matmulAny(a, 0, 1, -1, 0, 0, 2, dim(a, 0, 0), dim(a, 0, 1), dim(a, 1, 1), nullptr, nullptr, 1);
}
Error checkAddmm(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTyped("aten.addmm", a, 4, numericDType));
  AddmmParams p;
  if (!readParams(a, &p))
    return bad("aten.addmm", "expects two Scalar parameters (beta, alpha)");
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
  AddmmParams p;
  readParams(a, &p);
  int64_t strides[2];
  broadcastStrides(info(a, 0), info(a, 3), strides);
  matmulAny(a, 1, 2, 0, strides[0], strides[1], 3, dim(a, 1, 0), dim(a, 1, 1), dim(a, 2, 1), &p.alpha, &p.beta, 1);
}

// ---- data movement: strided reads of the input (permute, slice, select, expand, as_strided), any dtype --------------

/// The output element at coordinate c is input element offset + sum(c[d] * strides[d]).
struct StridedLayout {
  int64_t rank, shape[kMaxRank], strides[kMaxRank], offset;
};

void contiguous(const TensorInfo &t, int64_t *strides) {
  int64_t s = 1;
  for (int64_t d = int64_t(t.shape.size()) - 1; d >= 0; --d) {
    strides[d] = s;
    s *= t.shape[size_t(d)];
  }
}

bool permuteLayout(const KernelArgs &a, StridedLayout *l) {
  PermuteParams p;
  const TensorInfo &x = info(a, 0);
  int64_t n = rank(a, 0), in[kMaxRank];
  if (!readParams(a, &p) || p.dims.size != n || n > kMaxRank)
    return false;
  contiguous(x, in);
  bool seen[kMaxRank] = {false};
  l->rank = n;
  l->offset = 0;
  for (int64_t i = 0; i < n; ++i) {
    int64_t d;
    if (!normalizeDim(p.dims[i], n, &d) || seen[d])
      return false;
    seen[d] = true;
    l->shape[i] = x.shape[size_t(d)];
    l->strides[i] = in[d];
  }
  return true;
}

bool sliceLayout(const KernelArgs &a, StridedLayout *l) {
  SliceTensorParams p;
  const TensorInfo &x = info(a, 0);
  int64_t n = rank(a, 0), d;
  if (!readParams(a, &p) || n == 0 || n > kMaxRank || !normalizeDim(p.dim, n, &d) || p.step < 1)
    return false;
  const int64_t size = x.shape[size_t(d)];
  // PyTorch: negative bounds count from the end; both clamp to [0, size]; empty if end <= start.
  int64_t bounds[2] = {p.start.present ? p.start.value : 0, p.end.present ? p.end.value : size};
  for (int k = 0; k < 2; ++k) {
    if (bounds[k] < 0)
      bounds[k] = bounds[k] < -size ? 0 : bounds[k] + size;
    bounds[k] = std::min(bounds[k], size);
  }
  int64_t length = bounds[1] > bounds[0] ? (bounds[1] - bounds[0] - 1) / p.step + 1 : 0;
  // With dynamic shapes the end may be the upper bound of a symbolic one: the output's actual size says
  // how many elements the slice takes (at most what the parameters allow).
  const TensorInfo &o = info(a, 1);
  if (!o.dynamicShape.empty() && size_t(d) < o.shape.size() && o.shape[size_t(d)] < length)
    length = o.shape[size_t(d)];
  l->rank = n;
  contiguous(x, l->strides);
  for (int64_t i = 0; i < n; ++i)
    l->shape[i] = x.shape[size_t(i)];
  l->shape[d] = length;
  l->offset = length ? bounds[0] * l->strides[d] : 0;
  int64_t stride;
  if (!mulOk(l->strides[d], p.step, &stride))
    return false;
  l->strides[d] = stride;
  return true;
}

bool selectLayout(const KernelArgs &a, StridedLayout *l) {
  SelectIntParams p;
  const TensorInfo &x = info(a, 0);
  int64_t n = rank(a, 0), d, in[kMaxRank];
  if (!readParams(a, &p) || n == 0 || n > kMaxRank || !normalizeDim(p.dim, n, &d))
    return false;
  const int64_t size = x.shape[size_t(d)];
  if (p.index < -size || p.index >= size)
    return false;
  contiguous(x, in);
  l->rank = n - 1;
  l->offset = (p.index < 0 ? p.index + size : p.index) * in[d];
  for (int64_t i = 0, j = 0; i < n; ++i)
    if (i != d) {
      l->shape[j] = x.shape[size_t(i)];
      l->strides[j++] = in[i];
    }
  return true;
}

bool expandLayout(const KernelArgs &a, StridedLayout *l) {
  ExpandParams p;
  const TensorInfo &x = info(a, 0);
  int64_t n = rank(a, 0), in[kMaxRank];
  if (!readParams(a, &p) || p.size.size < n || p.size.size > kMaxRank)
    return false;
  contiguous(x, in);
  const int64_t lead = p.size.size - n;
  l->rank = p.size.size;
  l->offset = 0;
  // The output's sizes: the parameters' at the upper bounds of a program with dynamic shapes.
  const TensorInfo &o = info(a, 1);
  if (o.shape.size() != size_t(l->rank))
    return false;
  for (int64_t i = 0; i < l->rank; ++i) {
    int64_t want = o.shape[size_t(i)], have = i < lead ? 1 : x.shape[size_t(i - lead)];
    if (p.size[i] != -1 && p.size[i] != want && o.dynamicShape.empty())
      return false;
    if (i >= lead && want == have) {
      l->shape[i] = have;
      l->strides[i] = in[i - lead];
    } else if (have == 1 && want >= 0) {
      l->shape[i] = want;
      l->strides[i] = 0;
    } else {
      return false;
    }
  }
  return true;
}

/// as_strided: the given sizes and strides from storage_offset (checkStridedCopy bounds every read).
bool asStridedLayout(const KernelArgs &a, StridedLayout *l) {
  AsStridedParams p;
  if (!readParams(a, &p) || p.size.size != p.stride.size || p.size.size > kMaxRank)
    return false;
  l->rank = p.size.size;
  l->offset = p.storage_offset.present ? p.storage_offset.value : 0;
  for (int64_t i = 0; i < l->rank; ++i) {
    if (p.size[i] < 0 || p.stride[i] < 0)
      return false;
    l->shape[i] = p.size[i];
    l->strides[i] = p.stride[i];
  }
  return true;
}

template <bool (*layoutOf)(const KernelArgs &, StridedLayout *)> Error checkStridedCopy(const KernelArgs &a) {
  const char *k = "data movement kernel";
  if (a.numTensors != 2)
    return bad(k, formatMessage("expects 2 tensors, got %zu", a.numTensors));
  const TensorInfo &x = info(a, 0), &o = info(a, 1);
  if (x.dtype != o.dtype)
    return bad(k, "the output's dtype differs from the input's");
  StridedLayout l;
  if (!layoutOf(a, &l))
    return bad(k, "malformed parameters for the input's shape");
  if (size_t(l.rank) != o.shape.size())
    return bad(k, "the output's rank does not match the parameters");
  // Every element read lies inside the input (unless nothing is read at all).
  int64_t last = l.offset;
  for (int64_t d = 0; d < l.rank; ++d) {
    int64_t reach;
    if (l.shape[d] != o.shape[size_t(d)])
      return bad(k, "the output's shape does not match the parameters");
    if (o.numel && (!mulOk(l.shape[d] - 1, l.strides[d], &reach) || !addOk(last, reach, &last)))
      return bad(k, "strides overflow");
  }
  if (o.numel && (l.offset < 0 || last >= x.numel))
    return bad(k, "reads outside its input");
  return Error::success();
}

template <bool (*layoutOf)(const KernelArgs &, StridedLayout *)> void runStridedCopy(const KernelArgs &a) {
  StridedLayout l;
  layoutOf(a, &l);
  const TensorInfo &o = info(a, 1);
  const size_t size = elementSize(o.dtype);
  const uint8_t *x = static_cast<const uint8_t *>(a.tensors[0].data);
  uint8_t *y = static_cast<uint8_t *>(a.tensors[1].data);
  int64_t coord[kMaxRank] = {0}, off = l.offset;
  for (int64_t i = 0; i < o.numel; ++i) {
    memcpy(y + size_t(i) * size, x + size_t(off) * size, size);
    stepOdometer(l.rank, l.shape, coord, 1, &l.strides, &off);
  }
}

// ---- convolution (2-D, NCHW) --------------------------------------------------------------------------

struct ConvParams {
  int64_t dh, dw, groups, ph, pw, sh, sw;
  bool transposed;
};

bool readConv(const KernelArgs &a, ConvParams *c) {
  ConvolutionParams p;
  // One value means both dims, as in PyTorch; output_padding is unused without transposition.
  if (!readParams(a, &p) || !readPair(p.stride, false, &c->sh, &c->sw) || !readPair(p.padding, false, &c->ph, &c->pw) ||
      !readPair(p.dilation, false, &c->dh, &c->dw) || p.output_padding.size > 2)
    return false;
  c->groups = p.groups;
  c->transposed = p.transposed;
  return true;
}

Error checkConvolution(const KernelArgs &a) {
  const char *k = "aten.convolution";
  bool hasBias = a.numTensors == 4;
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, hasBias ? 4 : 3, numericDType));
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
/// Any dtype, element by element in compute type T (f32 for floating dtypes, rounded once; int64 for
/// integers, which wrap as PyTorch's do).
template <typename T> void runConvolutionAs(const KernelArgs &a) {
  ConvParams c;
  readConv(a, &c);
  bool hasBias = a.numTensors == 4;
  Typed<T> x(a, 0), w(a, 1), y(a, hasBias ? 3 : 2);
  int64_t N = dim(a, 0, 0), C = dim(a, 0, 1), H = dim(a, 0, 2), W = dim(a, 0, 3);
  int64_t OC = dim(a, 1, 0), KH = dim(a, 1, 2), KW = dim(a, 1, 3);
  const TensorInfo &o = info(a, hasBias ? 3 : 2);
  int64_t OH = o.shape[2], OW = o.shape[3], cin = C / c.groups, cout = OC / c.groups;
  for (int64_t n = 0; n < N; ++n)
    for (int64_t oc = 0; oc < OC; ++oc)
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow) {
          int64_t h0 = oh * c.sh - c.ph, w0 = ow * c.sw - c.pw, khBegin, khEnd, kwBegin, kwEnd;
          windowRange(h0, c.dh, KH, H, &khBegin, &khEnd);
          windowRange(w0, c.dw, KW, W, &kwBegin, &kwEnd);
          T acc = hasBias ? Typed<T>(a, 2)[oc] : T(0);
          for (int64_t ic = 0; ic < cin; ++ic)
            for (int64_t kh = khBegin; kh < khEnd; ++kh)
              for (int64_t kw = kwBegin; kw < kwEnd; ++kw)
                acc += x[((n * C + oc / cout * cin + ic) * H + h0 + kh * c.dh) * W + w0 + kw * c.dw] *
                       w[((oc * cin + ic) * KH + kh) * KW + kw];
          y.set(((n * OC + oc) * OH + oh) * OW + ow, acc);
        }
}
void runConvolution(const KernelArgs &a) {
  if (info(a, 0).dtype != schema::DType::f32) {
    EDGE_BY_COMPUTE_TYPE(0, runConvolutionAs);
    return;
  }
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
enum ReduceKind { kMean, kSum, kMax, kMin, kProd };

/// Which input dims a reduction's parameters reduce (no list or an empty one: all); false if malformed.
bool markReduced(const KernelArgs &a, bool present, IntList dims, bool *reduced) {
  int64_t r = rank(a, 0);
  for (int64_t d = 0; d < r; ++d)
    reduced[d] = !present || dims.size == 0;
  for (int64_t i = 0; i < dims.size; ++i) {
    int64_t d;
    if (!normalizeDim(dims[i], r, &d))
      return false;
    if (d < r)
      reduced[d] = true;
  }
  return true;
}

/// mean.dim and sum.dim_IntList: an optional dim list, keepdim, and a dtype that must be absent.
template <typename P> bool readOptionalDims(const KernelArgs &a, bool *reduced, bool *keepdim) {
  P p;
  return readParams(a, &p) && !p.dtype.present &&
         (*keepdim = p.keepdim, markReduced(a, p.dim.present, p.dim.list, reduced));
}

/// Whether output 1 has the shape reducing input 0 over `reduced` leaves (size 1 there with keepdim).
bool reducesTo(const KernelArgs &a, const bool *reduced, bool keepdim) {
  std::vector<int64_t> expected;
  for (int64_t d = 0; d < rank(a, 0); ++d)
    if (!reduced[d])
      expected.push_back(dim(a, 0, d));
    else if (keepdim)
      expected.push_back(1);
  return expected == info(a, 1).shape;
}

bool readReduced(const KernelArgs &a, ReduceKind kind, bool *reduced, bool *keepdim) {
  if (kind == kMax) {
    AmaxParams p;
    return readParams(a, &p) && (*keepdim = p.keepdim, markReduced(a, true, p.dim, reduced));
  }
  if (kind == kMin) {
    AminParams p;
    return readParams(a, &p) && (*keepdim = p.keepdim, markReduced(a, true, p.dim, reduced));
  }
  if (kind == kProd) { // one dim; a dtype must be absent
    ProdDimIntParams p;
    int64_t one[1];
    if (!readParams(a, &p) || p.dtype.present)
      return false;
    one[0] = p.dim;
    IntList dims = {one, 1};
    return *keepdim = p.keepdim, markReduced(a, true, dims, reduced);
  }
  return kind == kSum ? readOptionalDims<SumDimIntListParams>(a, reduced, keepdim)
                      : readOptionalDims<MeanDimParams>(a, reduced, keepdim);
}

template <ReduceKind kind> Error checkReduce(const KernelArgs &a) {
  const char *k = "reduction kernel";
  // mean: floating dtypes; amax, amin: any, kept; sum, prod: any, integers and bool into int64 (as ATen).
  const schema::DType x = a.numTensors == 2 ? info(a, 0).dtype : schema::DType::f32;
  if ((kind == kSum || kind == kProd) && !isFloatingDType(x)) {
    if (a.numTensors != 2 || info(a, 1).dtype != schema::DType::i64)
      return bad(k, "sums and multiplies integers and bools into i64");
  } else {
    EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, kind == kMean ? floatDType : anyDType));
  }
  if (rank(a, 0) > kMaxRank)
    return bad(k, "rank above 8");
  bool reduced[kMaxRank], keepdim;
  if (!readReduced(a, kind, reduced, &keepdim))
    return bad(k, "malformed parameters");
  if (!reducesTo(a, reduced, keepdim))
    return bad(k, "output shape does not match the reduction");
  if ((kind == kMax || kind == kMin) && info(a, 0).numel == 0)
    return bad(k, "the maximum or minimum of no elements is undefined");
  return Error::success();
}

/// The input split into kept dims and reduced dims, each with its sizes and element strides: output element
/// i reads the reduced elements base(i) + offset(r), r in row-major order over the reduced dims.
struct ReductionWalk {
  int64_t keptRank, redRank, keptShape[kMaxRank], keptStrides[kMaxRank], redShape[kMaxRank], redStrides[kMaxRank];
  int64_t count; // elements per output
  ReductionWalk(const TensorInfo &x, const bool *reduced) : keptRank(0), redRank(0), count(1) {
    int64_t stride = 1, strides[kMaxRank];
    for (int64_t d = int64_t(x.shape.size()) - 1; d >= 0; --d) {
      strides[d] = stride;
      stride *= x.shape[size_t(d)];
    }
    for (size_t d = 0; d < x.shape.size(); ++d) {
      if (reduced[d]) {
        redShape[redRank] = x.shape[d];
        redStrides[redRank++] = strides[d];
        count *= x.shape[d];
      } else {
        keptShape[keptRank] = x.shape[d];
        keptStrides[keptRank++] = strides[d];
      }
    }
  }
  static int64_t offset(int64_t i, int64_t rank, const int64_t *shape, const int64_t *strides) {
    int64_t off = 0;
    for (int64_t d = rank - 1; d >= 0; --d) {
      off += (i % shape[d]) * strides[d];
      i /= shape[d];
    }
    return off;
  }
  int64_t base(int64_t i) const { return offset(i, keptRank, keptShape, keptStrides); }
  int64_t at(int64_t r) const { return offset(r, redRank, redShape, redStrides); }
};

/// Accumulates in C (float for floating dtypes, whatever their storage; int64 for integers and bool, which
/// wrap as PyTorch's do) and stores once, rounding into the output's dtype.
template <ReduceKind kind, typename C> void runReduceAs(const KernelArgs &a) {
  bool reduced[kMaxRank], keepdim;
  readReduced(a, kind, reduced, &keepdim);
  const ReductionWalk walk(info(a, 0), reduced);
  Typed<C> x(a, 0), y(a, 1);
  for (int64_t i = 0; i < info(a, 1).numel; ++i) {
    const int64_t base = walk.base(i);
    C acc = kind == kMax ? lowest<C>() : C(kind == kProd ? 1 : 0);
    for (int64_t r = 0; r < walk.count; ++r) {
      C v = x[base + walk.at(r)];
      if (kind == kMax || kind == kMin) {
        if ((kind == kMax ? beats(v, acc) : beatsBelow(v, acc)) || r == 0)
          acc = v;
      } else if (kind == kProd) {
        acc = mulWrap(acc, v);
      } else {
        acc += v;
      }
    }
    // PyTorch: the mean of no elements is NaN (written directly rather than as 0 / 0).
    if (kind == kMean)
      acc = walk.count ? C(acc / C(walk.count)) : C(std::numeric_limits<float>::quiet_NaN());
    y.set(i, acc);
  }
}
template <ReduceKind kind> void runReduce(const KernelArgs &a) {
  if (isFloatingDType(info(a, 0).dtype))
    runReduceAs<kind, float>(a);
  else
    runReduceAs<kind, int64_t>(a);
}

// ---- argmax -------------------------------------------------------------------------------------------

/// The reduced dims of argmax and argmin (P: their parameters): one, or all (the flattened input) without a dim.
template <typename P> bool readArgmax(const KernelArgs &a, bool *reduced, bool *keepdim, bool *all) {
  P p;
  if (!readParams(a, &p))
    return false;
  *keepdim = p.keepdim;
  *all = !p.dim.present;
  int64_t one[1] = {p.dim.value};
  IntList dims = {one, 1};
  return markReduced(a, p.dim.present, dims, reduced);
}

template <typename P> Error checkArgmax(const KernelArgs &a) {
  const char *k = "argmax and argmin";
  if (a.numTensors != 2 || info(a, 0).dtype == schema::DType::bool_ || info(a, 1).dtype != schema::DType::i64)
    return bad(k, "takes a numeric input and writes i64 indices");
  bool reduced[kMaxRank], keepdim, all;
  if (rank(a, 0) > kMaxRank || !readArgmax<P>(a, reduced, &keepdim, &all))
    return bad(k, "malformed parameters");
  if (info(a, 0).numel == 0)
    return bad(k, "the argmax of no elements is undefined");
  if (!reducesTo(a, reduced, keepdim))
    return bad(k, "output shape does not match the reduction");
  return Error::success();
}

/// The first index of the maximum (argmin: the minimum), or of the first NaN, as PyTorch, along the
/// reduced dims, counted in row-major order over them (the flattened input without a dim).
template <typename P, bool min, typename C> void runArgmaxAs(const KernelArgs &a) {
  bool reduced[kMaxRank], keepdim, all;
  readArgmax<P>(a, reduced, &keepdim, &all);
  const ReductionWalk walk(info(a, 0), reduced);
  Typed<C> x(a, 0);
  int64_t *y = static_cast<int64_t *>(a.tensors[1].data);
  for (int64_t i = 0; i < info(a, 1).numel; ++i) {
    const int64_t base = walk.base(i);
    C best = x[base];
    int64_t index = 0;
    for (int64_t r = 1; r < walk.count; ++r) {
      C v = x[base + walk.at(r)];
      if (min ? beatsBelow(v, best) : beats(v, best)) {
        best = v;
        index = r;
      }
    }
    y[i] = index;
  }
}
template <typename P, bool min> void runArgmax(const KernelArgs &a) {
  if (isFloatingDType(info(a, 0).dtype))
    runArgmaxAs<P, min, float>(a);
  else
    runArgmaxAs<P, min, int64_t>(a);
}

// ---- _softmax ---------------------------------------------------------------------------------------

template <bool log, typename P> Error checkSoftmax(const KernelArgs &a) {
  const char *k = log ? "aten._log_softmax" : "aten._softmax";
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, floatDType));
  P p;
  int64_t n;
  if (!readParams(a, &p) || !normalizeDim(p.dim, rank(a, 0), &n) || p.half_to_float)
    return bad(k, "malformed parameters");
  if (info(a, 0).shape != info(a, 1).shape)
    return bad(k, "input and output shapes differ");
  return Error::success();
}
template <bool log, typename P> void runSoftmax(const KernelArgs &a) {
  const TensorInfo &x = info(a, 0);
  if (x.numel == 0)
    return; // PyTorch: softmax of an empty tensor is empty; rows over an empty dim have no element to read

  int64_t r = int64_t(x.shape.size()), d = 0;
  P p;
  readParams(a, &p);
  normalizeDim(p.dim, r, &d);
  int64_t outer = 1, inner = 1, D = r ? x.shape[size_t(d)] : 1;
  for (int64_t i = 0; i < r; ++i)
    if (i < d)
      outer *= x.shape[size_t(i)];
    else if (i > d)
      inner *= x.shape[size_t(i)];
  // In float whatever the storage (as PyTorch's CPU kernel for f16 and bf16), rounded once.
  Typed<float> xs(a, 0), y(a, 1);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in_ = 0; in_ < inner; ++in_) {
      const int64_t row = o * D * inner + in_;
      float m = xs[row];
      for (int64_t j = 1; j < D; ++j)
        m = std::max(m, xs[row + j * inner]);
      float sum = 0.0f;
      for (int64_t j = 0; j < D; ++j)
        sum += std::exp(xs[row + j * inner] - m);
      const float logSum = std::log(sum);
      for (int64_t j = 0; j < D; ++j)
        y.set(row + j * inner, log ? xs[row + j * inner] - m - logSum : std::exp(xs[row + j * inner] - m) / sum);
    }
}

// ---- the norm family: native_layer_norm, native_group_norm ----------------------------------------------

/// Rows of `cols` contiguous elements, each normalized: the mean, then the biased variance of the deviations
/// from it (two passes: no cancellation), in f32 whatever the storage; values rounded once into the output's
/// type. Tensors: input, [weight, bias], out, mean, rstd (the lowering passes weight and bias both or
/// neither); the affine's element of column c in row r is (r % groups) * (cols / spatial) + c / spatial.
void runNorm(const KernelArgs &a, int64_t rows, int64_t cols, int64_t groups, int64_t spatial, double eps) {
  const bool affine = a.numTensors == 6;
  const size_t outs = a.numTensors - 3;
  Typed<float> x(a, 0), y(a, outs), mean(a, outs + 1), rstd(a, outs + 2);
  Typed<float> weight(a, affine ? 1 : 0), bias(a, affine ? 2 : 0);
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t base = r * cols, first = (r % groups) * (cols / spatial);
    float sum = 0.0f;
    for (int64_t c = 0; c < cols; ++c)
      sum += x[base + c];
    const float m = sum / float(cols);
    float squares = 0.0f;
    for (int64_t c = 0; c < cols; ++c)
      squares += (x[base + c] - m) * (x[base + c] - m);
    const float s = 1.0f / std::sqrt(squares / float(cols) + float(eps));
    for (int64_t c = 0; c < cols; ++c) {
      float v = (x[base + c] - m) * s;
      if (affine)
        v = v * weight[first + c / spatial] + bias[first + c / spatial];
      y.set(base + c, v);
    }
    mean.set(r, m);
    rstd.set(r, s);
  }
}

/// The tensors every norm takes: float dtypes, four or six of them, the output of the input's shape and the
/// statistics of `stats`.
Error checkNormTensors(const char *k, const KernelArgs &a, const std::vector<int64_t> &stats) {
  if (a.numTensors != 4 && a.numTensors != 6)
    return bad(k, "expects an input, a weight and bias or neither, and three outputs");
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, a.numTensors, floatDType));
  const size_t outs = a.numTensors - 3;
  if (info(a, outs).shape != info(a, 0).shape)
    return bad(k, "the output's shape differs from the input's");
  if (info(a, outs + 1).shape != stats || info(a, outs + 2).shape != stats)
    return bad(k, "mean and rstd do not have the statistics' shape");
  return Error::success();
}

Error checkNativeLayerNorm(const KernelArgs &a) {
  const char *k = "aten.native_layer_norm";
  NativeLayerNormParams p;
  if (a.numTensors < 1 || !readParams(a, &p))
    return bad(k, "malformed parameters");
  const TensorInfo &x = info(a, 0);
  const size_t n = size_t(p.normalized_shape.size), r = x.shape.size();
  if (n < 1 || n > r)
    return bad(k, "normalized_shape does not fit the input's rank");
  for (size_t i = 0; i < n; ++i)
    if (x.shape[r - n + i] != p.normalized_shape[int64_t(i)])
      return bad(k, "normalized_shape is not the input's trailing shape");
  std::vector<int64_t> stats(x.shape.begin(), x.shape.end() - n);
  stats.resize(r, 1);
  EDGE_RETURN_IF_ERROR(checkNormTensors(k, a, stats));
  if (a.numTensors == 6)
    for (size_t t = 1; t < 3; ++t)
      if (info(a, t).shape.size() != n || !std::equal(info(a, t).shape.begin(), info(a, t).shape.end(), x.shape.end() - n))
        return bad(k, "weight and bias must have the normalized shape");
  return Error::success();
}
void runNativeLayerNorm(const KernelArgs &a) {
  NativeLayerNormParams p;
  readParams(a, &p);
  int64_t cols = 1;
  for (int64_t i = 0; i < p.normalized_shape.size; ++i)
    cols *= p.normalized_shape[i];
  runNorm(a, cols ? info(a, 0).numel / cols : 0, cols, 1, 1, p.eps);
}

/// native_group_norm over the input's own sizes (N and HxW are the upper bounds of a dynamic program).
Error checkNativeGroupNorm(const KernelArgs &a) {
  const char *k = "aten.native_group_norm";
  NativeGroupNormParams p;
  if (a.numTensors < 1 || !readParams(a, &p))
    return bad(k, "malformed parameters");
  const TensorInfo &x = info(a, 0);
  if (x.shape.size() < 2 || x.shape[1] != p.C || p.group < 1 || p.C % p.group)
    return bad(k, "expects an input [N, C, ...] whose C channels divide into the groups");
  std::vector<int64_t> stats;
  stats.push_back(x.shape[0]);
  stats.push_back(p.group);
  EDGE_RETURN_IF_ERROR(checkNormTensors(k, a, stats));
  if (a.numTensors == 6)
    for (size_t t = 1; t < 3; ++t)
      if (info(a, t).shape.size() != 1 || info(a, t).shape[0] != p.C)
        return bad(k, "weight and bias must have one element per channel");
  return Error::success();
}
void runNativeGroupNorm(const KernelArgs &a) {
  NativeGroupNormParams p;
  readParams(a, &p);
  const TensorInfo &x = info(a, 0);
  int64_t spatial = 1;
  for (size_t d = 2; d < x.shape.size(); ++d)
    spatial *= x.shape[d];
  runNorm(a, x.shape[0] * p.group, p.C / p.group * spatial, p.group, spatial ? spatial : 1, p.eps);
}

const Kernel kKernels[] = {
#define EDGE_ELEMENTWISE_KERNEL(name, op)                                                                              \
  {name, checkElementwise<op##Fn, op##Params>, runElementwise<op##Fn, op##Params>, false},
    EDGE_ELEMENTWISE_KERNELS
#undef EDGE_ELEMENTWISE_KERNEL
    {"aten.mm.default", checkMm, runMm, false},
    {"aten.bmm.default", checkBmm, runBmm, false},
    {"aten.cat.default", checkCat, runCat, false},
    {"aten._adaptive_avg_pool2d.default", checkAdaptiveAvgPool2d, runAdaptiveAvgPool2d, false},
    {"aten.embedding.default", checkEmbedding, runEmbedding, false},
    {"aten.addmm.default", checkAddmm, runAddmm, false},
    {"aten.permute.default", checkStridedCopy<permuteLayout>, runStridedCopy<permuteLayout>, false},
    {"aten.slice.Tensor", checkStridedCopy<sliceLayout>, runStridedCopy<sliceLayout>, false},
    {"aten.select.int", checkStridedCopy<selectLayout>, runStridedCopy<selectLayout>, false},
    {"aten.expand.default", checkStridedCopy<expandLayout>, runStridedCopy<expandLayout>, false},
    {"aten.as_strided.default", checkStridedCopy<asStridedLayout>, runStridedCopy<asStridedLayout>, false},
    {"aten.convolution.default", checkConvolution, runConvolution, false},
    {"aten.max_pool2d.default", checkMaxPool2d<MaxPool2dParams, false>, runMaxPool2d<MaxPool2dParams, false>, false},
    {"aten.avg_pool2d.default", checkAvgPool2d, runAvgPool2d, false},
    {"aten.max_pool2d_with_indices.default", checkMaxPool2d<MaxPool2dWithIndicesParams, true>,
     runMaxPool2d<MaxPool2dWithIndicesParams, true>, false},
    {"aten.mean.dim", checkReduce<kMean>, runReduce<kMean>, false},
    {"aten.sum.dim_IntList", checkReduce<kSum>, runReduce<kSum>, false},
    {"aten.amax.default", checkReduce<kMax>, runReduce<kMax>, false},
    {"aten.amin.default", checkReduce<kMin>, runReduce<kMin>, false},
    {"aten.prod.dim_int", checkReduce<kProd>, runReduce<kProd>, false},
    {"aten.argmax.default", checkArgmax<ArgmaxParams>, runArgmax<ArgmaxParams, false>, false},
    {"aten.argmin.default", checkArgmax<ArgminParams>, runArgmax<ArgminParams, true>, false},
    {"aten._softmax.default", checkSoftmax<false, _SoftmaxParams>, runSoftmax<false, _SoftmaxParams>, false},
    {"aten._log_softmax.default", checkSoftmax<true, _LogSoftmaxParams>, runSoftmax<true, _LogSoftmaxParams>, false},
    {"aten.nonzero.default", checkNonzero, runNonzero, true},
    {"aten.native_layer_norm.default", checkNativeLayerNorm, runNativeLayerNorm, false},
    {"aten.native_group_norm.default", checkNativeGroupNorm, runNativeGroupNorm, false},
};

} // namespace

const Kernel *findKernel(const char *name) {
  for (const Kernel &k : kKernels)
    if (std::strcmp(k.name, name) == 0)
      return &k;
  return nullptr;
}

} // namespace edge
