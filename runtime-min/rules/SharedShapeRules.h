// The shape rules of the op families, written once. C++11, header-only, no LLVM, no allocation.
//
// runtime-min checks and computes each CPU call with these templates over the call's sizes (CheckedSize);
// the compiler's shape rules (compiler/dialects/edge/Shapes*.cpp) read an op's attributes and evaluate the
// same templates over static sizes (CheckedSize too) and over symbolic ones (affine expressions of the
// program's size symbols). A template reads sizes and reports through a context `cx`:
//   S    cx.c(v)             the constant size v
//   bool cx.known(s, &v)     s is a constant v (not symbolic, not overflowed)
//   bool cx.fail(parts...)   an input the op rejects; false, for `return cx.fail(...)`
//   bool cx.failDynamic(parts...)  a form that cannot be computed over symbolic sizes; false
//   bool cx.overflowed(s)    a static size whose computation overflowed int64
//   bool cx.differ(a, b)     sizes known to differ (two symbolic sizes torch.export equated are equal)
//   bool cx.dynamicSlice(size, dim, start, end, step, &length, &first), cx.indexFits(size, index): what
//                            slice and select take of a symbolic size (never reached over known sizes)
// A message's parts are strings, integers and sizes. Lists of sizes (V) are the caller's: llvm::SmallVector
// in the compiler, FixedList in runtime-min.
#ifndef EDGE_RULES_SHAREDSHAPERULES_H
#define EDGE_RULES_SHAREDSHAPERULES_H

#include <cstddef>
#include <cstdint>
#if __cplusplus >= 201703L
#include <optional>
#endif

// Outside namespace edge: the compiler's code says edge:: for its dialect (edgec::edge).
namespace edge_shapes {

// Checked int64 arithmetic: every value comes from a file or an op and can be anything.
inline bool mulOk(int64_t a, int64_t b, int64_t *r) { return !__builtin_mul_overflow(a, b, r); }
inline bool addOk(int64_t a, int64_t b, int64_t *r) { return !__builtin_add_overflow(a, b, r); }
inline bool subOk(int64_t a, int64_t b, int64_t *r) { return !__builtin_sub_overflow(a, b, r); }

/// A size of a static shape: an int64, or overflowed once any step of its computation overflowed int64.
class CheckedSize {
public:
  CheckedSize() : v(0), ok(true) {}
  explicit CheckedSize(int64_t v) : v(v), ok(true) {}
  static CheckedSize overflow() {
    CheckedSize s;
    s.ok = false;
    return s;
  }
  bool overflowed() const { return !ok; }
  /// The value, unless the computation overflowed.
  bool known(int64_t *out) const {
    if (ok)
      *out = v;
    return ok;
  }
  friend CheckedSize operator+(CheckedSize a, CheckedSize b) { return lift(a, b, addOk); }
  friend CheckedSize operator-(CheckedSize a, CheckedSize b) { return lift(a, b, subOk); }
  friend CheckedSize operator*(CheckedSize a, CheckedSize b) { return lift(a, b, mulOk); }
  friend CheckedSize operator+(CheckedSize a, int64_t b) { return a + CheckedSize(b); }
  friend CheckedSize operator-(CheckedSize a, int64_t b) { return a - CheckedSize(b); }
  friend CheckedSize operator*(CheckedSize a, int64_t b) { return a * CheckedSize(b); }
  /// Floor and ceiling division by a positive divisor.
  CheckedSize floorDiv(int64_t d) const {
    if (!ok || d < 1)
      return overflow();
    int64_t q = v / d;
    return CheckedSize(v % d && v < 0 ? q - 1 : q);
  }
  CheckedSize ceilDiv(int64_t d) const {
    if (!ok || d < 1)
      return overflow();
    int64_t q = v / d;
    return CheckedSize(v % d && v > 0 ? q + 1 : q);
  }
  bool operator==(const CheckedSize &o) const { return ok == o.ok && (!ok || v == o.v); }
  bool operator!=(const CheckedSize &o) const { return !(*this == o); }
#if __cplusplus >= 201703L
  explicit CheckedSize(std::optional<int64_t> v) : v(v.value_or(0)), ok(v.has_value()) {}
  std::optional<int64_t> constant() const { return ok ? std::optional<int64_t>(v) : std::nullopt; }
#endif

private:
  static CheckedSize lift(CheckedSize a, CheckedSize b, bool (*f)(int64_t, int64_t, int64_t *)) {
    int64_t r;
    return a.ok && b.ok && f(a.v, b.v, &r) ? CheckedSize(r) : overflow();
  }
  int64_t v;
  bool ok;
};

/// A list of int64 attributes or parameters.
struct Ints {
  const int64_t *data;
  size_t size;
  int64_t operator[](size_t i) const { return data[i]; }
};

/// A list of at most N values, without allocation (runtime-min's lists of sizes). Past N it keeps N and says
/// it overflowed: a list that overflowed is not a shape (runtime-min's hasShape and layoutOf refuse it).
template <typename T, size_t N> class FixedList {
public:
  typedef T value_type;
  FixedList() : count(0), over(false) {}
  void push_back(const T &v) {
    if (count < N)
      items[count++] = v;
    else
      over = true;
  }
  size_t size() const { return count; }
  bool empty() const { return count == 0; }
  bool overflowed() const { return over; }
  T &operator[](size_t i) { return items[i]; }
  const T &operator[](size_t i) const { return items[i]; }
  const T *begin() const { return items; }
  const T *end() const { return items + count; }

private:
  T items[N];
  size_t count;
  bool over;
};

// ---- dims and strides ------------------------------------------------------------------------------------

/// `dim` counted from the front (a 0-D tensor takes -1 and 0), or an error if out of range for `rank`.
template <typename Cx> bool checkedDim(const Cx &cx, int64_t dim, int64_t rank, int64_t *out) {
  int64_t r = rank < 1 ? 1 : rank;
  if (dim < -r || dim >= r)
    return cx.fail("dimension ", dim, " is out of range for rank ", rank);
  *out = dim < 0 ? dim + r : dim;
  return true;
}

/// Row-major strides of a contiguous tensor of sizes `shape`.
template <typename Cx, typename V> V stridesOf(const Cx &cx, const V &shape) {
  V strides = shape;
  for (size_t i = shape.size(); i-- > 0;)
    strides[i] = i + 1 == shape.size() ? cx.c(1) : strides[i + 1] * shape[i + 1];
  return strides;
}

// ---- sliding windows: pooling and convolution ----------------------------------------------------------

/// A window over (depth, height, width): a 2-D op's depth is a window of one (a 1-D op's height too).
struct PoolWindow {
  int64_t kernel[3], stride[3], padding[3], dilation[3];
};

/// A window list of one value (every dim) or `spatialRank` values into the last `spatialRank` of out[3], the
/// leading ones `lead`.
inline bool windowList(Ints v, int spatialRank, int64_t lead, int64_t *out) {
  if (v.size != 1 && v.size != size_t(spatialRank))
    return false;
  for (int i = 0; i < 3; ++i) {
    int j = i - (3 - spatialRank);
    out[i] = j < 0 ? lead : v[v.size == 1 ? 0 : size_t(j)];
  }
  return true;
}

/// The window of a pooling op over `spatialRank` (1 to 3) dims, as PyTorch reads it: one value stands for
/// every dim, an empty stride is the kernel; kernel, stride and dilation at least 1, padding from 0 to half
/// the kernel (so no window lies wholly in the padding). False if malformed or out of range.
inline bool poolWindow(int spatialRank, Ints kernel, Ints stride, Ints padding, Ints dilation, PoolWindow *w) {
  if (spatialRank < 1 || spatialRank > 3 || !windowList(kernel, spatialRank, 1, w->kernel) ||
      !windowList(padding, spatialRank, 0, w->padding) || !windowList(dilation, spatialRank, 1, w->dilation) ||
      !windowList(stride.size ? stride : kernel, spatialRank, 1, w->stride))
    return false;
  for (int i = 0; i < 3; ++i)
    if (w->kernel[i] < 1 || w->stride[i] < 1 || w->dilation[i] < 1 || w->padding[i] < 0 ||
        w->padding[i] > w->kernel[i] / 2)
      return false;
  return true;
}

/// The output extent of a sliding window over input size `n`: PyTorch's pooling_output_shape,
/// floor((n + 2 pad - dil (k - 1) - 1) / stride) + 1, rounded up instead with `ceilMode` where the last
/// window starts inside the input or its left padding. At least one window must fit, and every input index a
/// kernel forms, (out - 1) stride + dil (k - 1) - pad, must fit int64.
template <typename Cx, typename S>
bool windowOutput(const Cx &cx, const S &n, int64_t kernel, int64_t stride, int64_t padding, int64_t dilation,
                  bool ceilMode, S *out) {
  if (kernel < 1 || stride < 1 || dilation < 1 || padding < 0)
    return cx.fail("kernel, stride and dilation must be positive and padding non-negative");
  int64_t twoPad = 0, reach = 0, shift = 0;
  if (!mulOk(2, padding, &twoPad) || !mulOk(dilation, kernel - 1, &reach) || !subOk(twoPad, reach, &shift) ||
      !subOk(shift, 1, &shift))
    return cx.fail("output shape overflows int64");
  const S span = n + shift;
  int64_t in = 0, v = 0;
  if (!ceilMode) {
    *out = span.floorDiv(stride) + 1;
  } else if (!cx.known(n, &in)) {
    return cx.failDynamic("ceil_mode pooling of a dynamic spatial size");
  } else if (!cx.known(span, &v)) {
    return cx.fail("output shape overflows int64");
  } else {
    int64_t up = 0, count = 0, start = 0, end = 0;
    if (!addOk(v, stride - 1, &up))
      return cx.fail("output shape overflows int64");
    count = up < 0 ? 0 : up / stride + 1;
    // The last window must start inside the input or its left padding.
    if (count > 0 && mulOk(count - 1, stride, &start) && addOk(in, padding, &end) && start >= end)
      --count;
    *out = cx.c(count);
  }
  int64_t count = 0, last = 0, maxIndex = 0;
  if (!cx.known(*out, &count)) {
    if (cx.overflowed(*out))
      return cx.fail("output shape overflows int64");
    return true; // symbolic: checked at the upper bounds
  }
  if (count < 1)
    return cx.fail("the window does not fit the padded input");
  if (!mulOk(count - 1, stride, &last) || !addOk(last, reach, &maxIndex))
    return cx.fail("output shape overflows int64");
  return true;
}

/// Max and average pooling over the trailing `spatialRank` dims of an input with one or two leading dims
/// ((N,) C), as PyTorch takes them: only the batch may be empty; each spatial size is the window's output.
template <typename Cx, typename V>
bool poolShape(const Cx &cx, const V &in, int spatialRank, const PoolWindow &w, bool ceilMode, V *out) {
  const size_t k = size_t(spatialRank);
  if (in.size() != k + 1 && in.size() != k + 2)
    return cx.fail("expects a ", int64_t(k + 1), "-D or ", int64_t(k + 2), "-D input ((N,) C and ", int64_t(k),
                   " spatial dims), got rank ", int64_t(in.size()));
  const size_t lead = in.size() - k;
  for (size_t d = 0; d < in.size(); ++d) {
    int64_t n = 0;
    if (cx.known(in[d], &n) && n == 0 && (d > 0 || lead == 1))
      return cx.fail("takes an empty batch only, got an empty dim ", int64_t(d));
    if (d < lead)
      out->push_back(in[d]);
  }
  for (int i = 3 - spatialRank; i < 3; ++i) {
    out->push_back(cx.c(0));
    if (!windowOutput(cx, in[in.size() - 3 + size_t(i)], w.kernel[i], w.stride[i], w.padding[i], w.dilation[i],
                      ceilMode, &(*out)[out->size() - 1]))
      return false;
  }
  return true;
}

/// Adaptive average pooling over the trailing `k` (1 to 3) dims of a (N,) C, spatial... input to `size`: the
/// spatial dims non-empty (PyTorch), and (out + 1) * in (the kernels' window bounds) fit int64.
template <typename Cx, typename V> bool adaptivePoolShape(const Cx &cx, const V &in, Ints size, size_t k, V *out) {
  if (in.size() != k + 1 && in.size() != k + 2)
    return cx.fail("expects a ", int64_t(k + 1), "-D or ", int64_t(k + 2), "-D input, got rank ", int64_t(in.size()));
  bool positive = size.size == k;
  for (size_t i = 0; positive && i < k; ++i)
    positive = size[i] >= 1;
  if (!positive)
    return cx.fail("output_size must be ", int64_t(k), " positive size(s)");
  for (size_t d = 0; d + k < in.size(); ++d)
    out->push_back(in[d]);
  for (size_t i = 0; i < k; ++i) {
    int64_t n = 0, reach = 0, windows = 0;
    if (cx.known(in[in.size() - k + i], &n) && (n == 0 || !addOk(size[i], 1, &windows) || !mulOk(windows, n, &reach)))
      return cx.fail("pools a spatial size of ", n, " to ", size[i]);
    out->push_back(cx.c(size[i]));
  }
  return true;
}

/// A list of float attributes or parameters.
struct Floats {
  const double *data;
  size_t size;
  double operator[](size_t i) const { return data[i]; }
};

/// upsample_bilinear2d.vec of an [N, C, H, W] input: to `size` (given: `hasSize`), else to each spatial size
/// times its scale factor, truncated (ATen's compute_output_size); exactly one of the two, and every input
/// and output size positive (upsample_2d_common_check). A dynamic size takes only a whole scale factor.
template <typename Cx, typename V>
bool upsampleShape(const Cx &cx, const V &in, bool hasSize, Ints size, bool hasScales, Floats scales, V *out) {
  if (in.size() != 4)
    return cx.fail("expects a 4-D input, got rank ", int64_t(in.size()));
  if (hasSize == hasScales)
    return cx.fail("must be given exactly one of output_size and scale_factors");
  if ((hasSize && size.size != 2) || (hasScales && scales.size != 2))
    return cx.fail("expects 2 output sizes or 2 scale factors");
  out->push_back(in[0]);
  out->push_back(in[1]);
  for (size_t i = 0; i < 2; ++i) {
    int64_t n = 0;
    bool known = cx.known(in[2 + i], &n);
    if (known && n < 1)
      return cx.fail("takes spatial sizes above 0, got ", n);
    if (hasSize) {
      if (size[i] < 1)
        return cx.fail("takes output sizes above 0, got ", size[i]);
      out->push_back(cx.c(size[i]));
      continue;
    }
    double scale = scales[i];
    if (known) {
      double o = double(n) * scale;
      if (!(o >= 1.0) || o >= 9.2e18)
        return cx.fail("scales a spatial size of ", n, " to none or past int64");
      out->push_back(cx.c(int64_t(o)));
    } else if (scale >= 1.0 && scale <= 1024.0 && double(int64_t(scale)) == scale) {
      out->push_back(in[2 + i] * cx.c(int64_t(scale)));
    } else {
      return cx.failDynamic("a dynamic spatial size scaled by a factor that is not a whole number");
    }
  }
  return true;
}

/// Bilinear resizing's source pixels per output pixel along one dim, in float as ATen's
/// area_pixel_compute_scale: (in - 1) / (out - 1) where corners align (0 for one output pixel), else 1 / the
/// scale factor where one is given (and positive), else in / out.
inline float upsampleScale(int64_t in, int64_t out, bool alignCorners, bool hasScale, double scale) {
  if (alignCorners)
    return out > 1 ? float(in - 1) / float(out - 1) : 0.0f;
  return hasScale && scale > 0 ? float(1.0 / scale) : float(in) / float(out);
}

/// Spatial dim `i` of a convolution's stride, padding, dilation or output_padding: one value stands for
/// every dim; an empty list (torch-mlir's unused output_padding) is `empty`.
inline int64_t spatialValue(Ints v, int i, int64_t empty = 0) {
  return v.size == 0 ? empty : v.size == 1 ? v[0] : v[size_t(i)];
}

/// A 2-D convolution's attributes, as PyTorch's aten.convolution takes them.
struct Convolution {
  Ints stride, padding, dilation, outputPadding;
  int64_t groups;
  bool transposed;
};

/// The output [N, C_out, H_out, W_out] of a 2-D convolution of `in` [N, C, H, W] by `weight` ([C_out, C /
/// groups, KH, KW]; transposed: [C, C_out / groups, KH, KW]) and `bias` ([C_out], or null: none).
template <typename Cx, typename V>
bool convolutionShape(const Cx &cx, const V &in, const V &weight, const V *bias, const Convolution &a, V *out) {
  if (in.size() != 4 || weight.size() != 4)
    return cx.fail("supports 2-D convolution (4-D input and weight), got ranks ", int64_t(in.size()), " and ",
                   int64_t(weight.size()));
  const Ints lists[4] = {a.stride, a.padding, a.dilation, a.outputPadding};
  const char *names[4] = {"stride", "padding", "dilation", "output_padding"};
  for (int l = 0; l < 4; ++l)
    if (lists[l].size != 1 && lists[l].size != 2 && !(l == 3 && !a.transposed && lists[l].size == 0))
      return cx.fail(names[l], " must have 1 or 2 elements, has ", int64_t(lists[l].size));
  int64_t channels = 0, w[4] = {0, 0, 0, 0};
  if (!cx.known(in[1], &channels))
    return cx.failDynamic("dynamic input channels");
  for (int i = 0; i < 4; ++i)
    if (!cx.known(weight[size_t(i)], &w[i]))
      return cx.failDynamic("a dynamic weight");
  if (a.groups < 1 || channels % a.groups)
    return cx.fail("groups ", a.groups, " does not divide ", channels, " input channels");
  int64_t outChannels = 0;
  if (!a.transposed) {
    int64_t want = 0;
    if (!mulOk(w[1], a.groups, &want))
      return cx.fail("output shape overflows int64");
    if (want != channels)
      return cx.fail("a weight of ", w[1], " input channels per group expects ", want, " input channels, the input has ",
                     channels);
    if (w[0] % a.groups)
      return cx.fail("groups ", a.groups, " does not divide ", w[0], " output channels");
    outChannels = w[0];
  } else {
    if (w[0] != channels)
      return cx.fail("a transposed weight of ", w[0], " input channels, the input has ", channels);
    if (!mulOk(w[1], a.groups, &outChannels))
      return cx.fail("output shape overflows int64");
  }
  out->push_back(in[0]);
  out->push_back(cx.c(outChannels));
  for (int i = 0; i < 2; ++i) {
    const int64_t s = spatialValue(a.stride, i), p = spatialValue(a.padding, i), d = spatialValue(a.dilation, i);
    const int64_t k = w[2 + i];
    if (s < 1 || d < 1 || p < 0 || k < 1)
      return cx.fail("stride, dilation and kernel must be >= 1 and padding >= 0");
    out->push_back(cx.c(0));
    if (!a.transposed) {
      if (!windowOutput(cx, in[size_t(2 + i)], k, s, p, d, false, &(*out)[size_t(2 + i)]))
        return false;
      continue;
    }
    // (in - 1) s - 2 p + d (k - 1) + output_padding + 1
    int64_t twoPad = 0, reach = 0;
    if (!mulOk(2, p, &twoPad) || !mulOk(d, k - 1, &reach))
      return cx.fail("output shape overflows int64");
    int64_t extra = 0;
    if (!addOk(spatialValue(a.outputPadding, i, 0), 1, &extra))
      return cx.fail("output shape overflows int64");
    const typename V::value_type size = (in[size_t(2 + i)] - 1) * s - cx.c(twoPad) + cx.c(reach) + extra;
    int64_t v = 0;
    if (cx.overflowed(size))
      return cx.fail("output shape overflows int64");
    if (cx.known(size, &v) && v < 1)
      return cx.fail("output spatial size ", v, " is empty");
    (*out)[size_t(2 + i)] = size;
  }
  int64_t b = 0;
  if (bias && (bias->size() != 1 || !cx.known((*bias)[0], &b) || b != outChannels))
    return cx.fail("bias of ", int64_t(bias->size()), " dims for ", outChannels, " output channels");
  return true;
}

// ---- matrix products ---------------------------------------------------------------------------------------

/// [M, K] x [K, N] gives [M, N].
template <typename Cx, typename V> bool matmulShape(const Cx &cx, const V &a, const V &b, V *out) {
  if (a.size() != 2 || b.size() != 2)
    return cx.fail("expects 2-D matrices, got ranks ", int64_t(a.size()), " and ", int64_t(b.size()));
  if (cx.differ(a[1], b[0]))
    return cx.fail("inner dimensions differ: ", a[1], " and ", b[0]);
  out->push_back(a[0]);
  out->push_back(b[1]);
  return true;
}

/// [B, M, K] x [B, K, N] gives [B, M, N].
template <typename Cx, typename V> bool bmmShape(const Cx &cx, const V &a, const V &b, V *out) {
  if (a.size() != 3 || b.size() != 3)
    return cx.fail("expects 3-D batches of matrices, got ranks ", int64_t(a.size()), " and ", int64_t(b.size()));
  if (cx.differ(a[0], b[0]))
    return cx.fail("batch sizes differ: ", a[0], " and ", b[0]);
  if (cx.differ(a[2], b[1]))
    return cx.fail("inner dimensions differ: ", a[2], " and ", b[1]);
  out->push_back(a[0]);
  out->push_back(a[1]);
  out->push_back(b[2]);
  return true;
}

/// A bias added to a product (addmm, baddbmm) broadcasts to the product's shape without growing it.
template <typename Cx, typename V> bool biasBroadcasts(const Cx &cx, const V &bias, const V &out) {
  if (bias.size() > out.size())
    return cx.fail("bias of rank ", int64_t(bias.size()), " does not broadcast to the product's rank ",
                   int64_t(out.size()));
  const size_t lead = out.size() - bias.size();
  for (size_t d = 0; d < bias.size(); ++d) {
    const typename V::value_type &have = bias[d], &want = out[lead + d];
    int64_t v = 0, w = 0;
    const bool knownHave = cx.known(have, &v), knownWant = cx.known(want, &w);
    if ((knownHave && v == 1) || have == want)
      continue;
    if (cx.differ(have, want))
      return cx.fail("bias size ", have, " does not broadcast to ", want);
    // A symbolic size against a static one is taken as equal where the program says so (torch.export proved
    // it); two different symbolic sizes may differ at run time.
    if (!knownHave && !knownWant)
      return cx.failDynamic("a bias of size ", have, " against ", want);
  }
  return true;
}

/// The matmul family's product: [M, K] x [K, N] (or a batch of them, [B, M, K] x [B, K, N]), plus a bias
/// where the op has one (`bias` null where not).
template <typename Cx, typename V>
bool productShape(const Cx &cx, bool batched, const V &a, const V &b, const V *bias, V *out) {
  if (!(batched ? bmmShape(cx, a, b, out) : matmulShape(cx, a, b, out)))
    return false;
  return !bias || biasBroadcasts(cx, *bias, *out);
}

// ---- strided reads: permute, slice, select, expand, as_strided -------------------------------------------

/// Result element c of a strided read is operand element offset + sum(c[d] * strides[d]). Each rule reads a
/// contiguous operand, or with `inStrides` one whose elements lie at those strides (a strided read of a strided
/// read: the offset is then relative to the operand's first element).
template <typename S, typename V> struct StridedRead {
  V shape, strides;
  S offset;
};

template <typename Cx, typename S, typename V>
bool permuteLayout(const Cx &cx, const V &in, Ints dims, StridedRead<S, V> *l, const V *inStrides = nullptr) {
  if (dims.size != in.size())
    return cx.fail("permutation of length ", int64_t(dims.size), " for rank ", int64_t(in.size()));
  if (in.size() > 64)
    return cx.fail("rank above 64");
  const V strides = inStrides ? *inStrides : stridesOf(cx, in);
  bool seen[64] = {false};
  l->offset = cx.c(0);
  for (size_t i = 0; i < dims.size; ++i) {
    int64_t d = 0;
    if (!checkedDim(cx, dims[i], int64_t(in.size()), &d))
      return false;
    if (seen[d])
      return cx.fail("dimension ", dims[i], " repeats in the permutation");
    seen[d] = true;
    l->shape.push_back(in[size_t(d)]);
    l->strides.push_back(strides[size_t(d)]);
  }
  return true;
}

/// `dim` of a tensor of sizes `in`, which must have one (`what`: the op's verb, for the error).
template <typename Cx, typename V> bool dimOfTensor(const Cx &cx, const V &in, int64_t dim, const char *what, int64_t *out) {
  if (in.empty())
    return cx.fail("cannot ", what, " a zero-dim tensor");
  return checkedDim(cx, dim, int64_t(in.size()), out);
}

/// slice.Tensor along `dim`: PyTorch's bounds (negative ones count from the end, both clamped to [0, size],
/// empty if end <= start). Over a dim of symbolic size, cx.dynamicSlice gives the length and first index.
template <typename Cx, typename S, typename V>
bool sliceLayout(const Cx &cx, const V &in, int64_t dimAttr, bool hasStart, int64_t startAttr, bool hasEnd,
                 int64_t endAttr, int64_t step, StridedRead<S, V> *l, const V *inStrides = nullptr) {
  int64_t dim = 0;
  if (!dimOfTensor(cx, in, dimAttr, "slice", &dim))
    return false;
  if (step < 1)
    return cx.fail("slice step must be positive, got ", step);
  l->shape = in;
  l->strides = inStrides ? *inStrides : stridesOf(cx, in);
  l->offset = cx.c(0);
  const S stride = l->strides[size_t(dim)];
  l->strides[size_t(dim)] = stride * step;
  int64_t size = 0, start = 0;
  if (cx.known(in[size_t(dim)], &size)) {
    int64_t bounds[2] = {hasStart ? startAttr : 0, hasEnd ? endAttr : size};
    for (int k = 0; k < 2; ++k) {
      if (bounds[k] < 0)
        bounds[k] = bounds[k] < -size ? 0 : bounds[k] + size;
      bounds[k] = bounds[k] < size ? bounds[k] : size;
    }
    start = bounds[0];
    l->shape[size_t(dim)] = cx.c(bounds[1] > bounds[0] ? (bounds[1] - bounds[0] - 1) / step + 1 : 0);
    if (bounds[1] <= bounds[0])
      return true; // nothing is read
  } else if (!cx.dynamicSlice(in[size_t(dim)], dim, hasStart ? startAttr : 0, hasEnd ? endAttr : INT64_MAX, step,
                              &l->shape[size_t(dim)], &start)) {
    return false;
  }
  l->offset = stride * start;
  return true;
}

/// select.int: index `index` (negative from the end) of `dim`, which must lie inside the dim (over a
/// symbolic size, at every size it can take: cx.indexFits).
template <typename Cx, typename S, typename V>
bool selectLayout(const Cx &cx, const V &in, int64_t dimAttr, int64_t index, StridedRead<S, V> *l,
                  const V *inStrides = nullptr) {
  int64_t dim = 0, size = 0;
  if (!dimOfTensor(cx, in, dimAttr, "select from", &dim))
    return false;
  const S &n = in[size_t(dim)];
  if (cx.known(n, &size)) {
    if (index < -size || index >= size)
      return cx.fail("index ", index, " is out of range for dimension ", dim, " of size ", size);
  } else if (!cx.indexFits(n, index)) {
    return false;
  }
  const V strides = inStrides ? *inStrides : stridesOf(cx, in);
  l->offset = (index < 0 ? n + index : cx.c(index)) * strides[size_t(dim)];
  for (size_t d = 0; d < in.size(); ++d)
    if (int64_t(d) != dim) {
      l->shape.push_back(in[d]);
      l->strides.push_back(strides[d]);
    }
  return true;
}

/// expand to `sizes` (-1 keeps a dim): new leading dims and dims of size 1 repeat (stride 0). A symbolic
/// size is kept: torch.export proved the expanded size equal to it.
template <typename Cx, typename S, typename V>
bool expandLayout(const Cx &cx, const V &in, Ints sizes, StridedRead<S, V> *l, const V *inStrides = nullptr) {
  if (sizes.size < in.size())
    return cx.fail("expands rank ", int64_t(in.size()), " to fewer dims, ", int64_t(sizes.size));
  const V strides = inStrides ? *inStrides : stridesOf(cx, in);
  const size_t lead = sizes.size - in.size();
  l->offset = cx.c(0);
  for (size_t d = 0; d < sizes.size; ++d) {
    const int64_t want = sizes[d];
    if (d < lead) { // a new leading dim: repeated
      if (want < 0)
        return cx.fail("size ", want, " for a new leading dimension");
      l->shape.push_back(cx.c(want));
      l->strides.push_back(cx.c(0));
      continue;
    }
    const S &have = in[d - lead];
    int64_t h = 0;
    if (want == -1 || !cx.known(have, &h) || h == want) {
      l->shape.push_back(have);
      l->strides.push_back(strides[d - lead]);
    } else if (h == 1 && want >= 0) {
      l->shape.push_back(cx.c(want));
      l->strides.push_back(cx.c(0));
    } else {
      return cx.fail("cannot expand dimension ", int64_t(d), " of size ", h, " to ", want);
    }
  }
  return true;
}

/// as_strided: sizes and strides as given, from storage_offset; every element read must lie inside the
/// operand's `numel` elements (PyTorch checks the storage; edgec's operand is its contiguous value).
template <typename Cx, typename S, typename V>
bool asStridedLayout(const Cx &cx, Ints sizes, Ints strides, int64_t offset, int64_t numel, StridedRead<S, V> *l) {
  if (sizes.size != strides.size)
    return cx.fail("gives ", int64_t(sizes.size), " sizes and ", int64_t(strides.size), " strides");
  if (offset < 0)
    return cx.fail("negative storage_offset ", offset);
  int64_t last = offset;
  bool empty = false;
  l->offset = cx.c(offset);
  for (size_t d = 0; d < sizes.size; ++d) {
    const int64_t n = sizes[d], s = strides[d];
    if (n < 0 || s < 0)
      return cx.fail("negative size or stride");
    empty |= n == 0;
    int64_t reach = 0;
    if (n > 0 && (!mulOk(n - 1, s, &reach) || !addOk(last, reach, &last)))
      return cx.fail("strides overflow");
    l->shape.push_back(cx.c(n));
    l->strides.push_back(cx.c(s));
  }
  if (!empty && last >= numel)
    return cx.fail("reads element ", last, " of an operand of ", numel, " elements");
  return true;
}

/// embedding: rows of a 2-D `weight` gathered by `indices`: the indices' shape and the weight's row size.
template <typename Cx, typename V> bool embeddingShape(const Cx &cx, const V &weight, const V &indices, V *out) {
  if (weight.size() != 2)
    return cx.fail("expects a 2-D weight, got rank ", int64_t(weight.size()));
  *out = indices;
  out->push_back(weight[1]);
  return true;
}

/// cat, input by input (catInput each, then catShape): PyTorch skips 1-D empty inputs (a legacy placeholder);
/// every other input has the result's rank and its sizes except along `dim`, along which they add up.
template <typename V> struct Concatenation {
  bool any;
  int64_t dim = 0;
  V shape;
  Concatenation() : any(false), dim(0) {}
};
template <typename Cx, typename V>
bool catInput(const Cx &cx, int64_t dimAttr, const V &in, Concatenation<V> *c) {
  int64_t n = 0;
  if (in.size() == 1 && cx.known(in[0], &n) && n == 0)
    return true;
  if (!c->any) {
    if (in.empty())
      return cx.fail("cannot concatenate zero-dim tensors");
    if (!checkedDim(cx, dimAttr, int64_t(in.size()), &c->dim))
      return false;
    c->shape = in;
    c->any = true;
    return true;
  }
  if (in.size() != c->shape.size())
    return cx.fail("inputs of ranks ", int64_t(c->shape.size()), " and ", int64_t(in.size()));
  for (size_t i = 0; i < in.size(); ++i)
    if (int64_t(i) != c->dim && cx.differ(in[i], c->shape[i]))
      return cx.fail("an input's size ", in[i], " differs from ", c->shape[i], " in dimension ", int64_t(i),
                     ", outside the concatenated dimension ", c->dim);
  c->shape[size_t(c->dim)] = c->shape[size_t(c->dim)] + in[size_t(c->dim)];
  if (cx.overflowed(c->shape[size_t(c->dim)]))
    return cx.fail("concatenated size overflows int64");
  return true;
}
/// The result: [0] where every input was skipped.
template <typename Cx, typename V> void catShape(const Cx &cx, const Concatenation<V> &c, V *out) {
  if (c.any) {
    *out = c.shape;
  } else {
    out->push_back(cx.c(0));
  }
}

// ---- along dims: reductions, sort and top-k, norms --------------------------------------------------------

/// _softmax and _log_softmax keep their input's shape along a `dim` in range; half_to_float is not taken.
template <typename Cx, typename V> bool softmaxShape(const Cx &cx, const V &in, int64_t dimAttr, bool halfToFloat, V *out) {
  int64_t dim = 0;
  if (!checkedDim(cx, dimAttr, int64_t(in.size()), &dim))
    return false;
  if (halfToFloat)
    return cx.fail("with half_to_float is not supported");
  *out = in;
  return true;
}

/// Marks the dims a reduction over `dims` reduces (`all`: no list or an empty one, every dim).
template <typename Cx, typename Flags>
bool markReduced(const Cx &cx, int64_t rank, bool all, Ints dims, Flags &reduced) {
  for (int64_t d = 0; d < rank; ++d)
    reduced[size_t(d)] = all || dims.size == 0;
  for (size_t i = 0; i < dims.size; ++i) {
    int64_t d = 0;
    if (!checkedDim(cx, dims[i], rank, &d))
      return false;
    if (d < rank) // a 0-D input takes dim 0 and -1 and has none to mark
      reduced[size_t(d)] = true;
  }
  return true;
}

/// The sizes a reduction of `in` over the `reduced` dims leaves, each kept as 1 with `keepdim`. A
/// reduction without an identity (an extremum, or its index) rejects an input with no elements.
template <typename Cx, typename V, typename Flags>
bool reducedShape(const Cx &cx, const V &in, const Flags &reduced, bool keepdim, bool hasIdentity, V *out) {
  for (size_t d = 0; d < in.size(); ++d) {
    int64_t n = 0;
    if (!hasIdentity && cx.known(in[d], &n) && n == 0)
      return cx.fail("over a zero-element tensor has no identity");
    if (!reduced[d])
      out->push_back(in[d]);
    else if (keepdim)
      out->push_back(cx.c(1));
  }
  return true;
}

/// sort and topk (`topK`) along `dimAttr`: values and indices have the input's shape with the dim k long
/// (k from 0 to the dim's size; a 0-D input sorts as one element).
template <typename Cx, typename V>
bool sortShape(const Cx &cx, const V &in, int64_t dimAttr, bool topK, int64_t k, V *out, int64_t *dim) {
  if (!checkedDim(cx, dimAttr, int64_t(in.size()), dim))
    return false;
  *out = in;
  if (!topK)
    return true;
  if (in.empty())
    return k == 1 || cx.fail("k = ", k, " is out of range for a 0-D input");
  int64_t n = 0;
  const bool known = cx.known(in[size_t(*dim)], &n);
  if (k < 0 || (known && k > n))
    return cx.fail("k = ", k, " is out of range for a dim of size ", in[size_t(*dim)]);
  if (!known)
    return cx.failDynamic("topk along a dim of dynamic size");
  (*out)[size_t(*dim)] = cx.c(k);
  return true;
}

/// native_layer_norm over the trailing `normalized` dims of `in`: mean and rstd have the leading dims, the
/// normalized ones kept as 1 (the output has the input's shape; the weight and bias, `normalized`).
template <typename Cx, typename V> bool layerNormStats(const Cx &cx, const V &in, Ints normalized, V *stats) {
  const size_t n = normalized.size, r = in.size();
  if (n < 1 || n > r)
    return cx.fail("normalized_shape of ", int64_t(n), " dims for an input of rank ", int64_t(r));
  for (size_t i = 0; i < n; ++i) {
    int64_t v = 0;
    if (!cx.known(in[r - n + i], &v) || v != normalized[i])
      return cx.fail("normalized_shape is not the trailing shape of the input");
  }
  for (size_t i = 0; i < r; ++i)
    stats->push_back(i < r - n ? in[i] : cx.c(1));
  return true;
}

/// native_group_norm of an input [N, C, *] in `group` groups: mean and rstd are [N, group] (the output has
/// the input's shape; the weight and bias, [C]).
template <typename Cx, typename V>
bool groupNormStats(const Cx &cx, const V &in, int64_t channels, int64_t group, V *stats) {
  int64_t c = 0;
  if (in.size() < 2)
    return cx.fail("expects an input [N, C, ...], got rank ", int64_t(in.size()));
  if (cx.differ(in[1], cx.c(channels)))
    return cx.fail("C ", channels, " differs from the input's channels ", in[1]);
  if (!cx.known(in[1], &c))
    return cx.failDynamic("group norm over a dynamic number of channels");
  if (group < 1 || channels % group)
    return cx.fail(channels, " channels do not divide into ", group, " groups");
  stats->push_back(in[0]);
  stats->push_back(cx.c(group));
  return true;
}

/// How a norm's input maps to the norm template's rows (shaders/norm.comp, runtime-min's runNorm): `rows` rows
/// of `cols` contiguous elements, each normalized; the affine's element of column c in row r is
/// (r % groups) * (cols / spatial) + c / spatial.
template <typename S> struct NormRows {
  S rows, cols, spatial;
  int64_t groups;
};

/// The norm family's rule: mean and rstd of shape `stats`, the weight and bias of shape `affine`, and the rows.
/// Group norm ([N, C, *] in `group` groups of channels): a row per (sample, group) of C / group * HxW
/// elements, the affine per channel. Layer norm: a row per position of the dims before the normalized ones.
template <typename Cx, typename V>
bool normRows(const Cx &cx, bool grouped, const V &in, Ints normalized, int64_t channels, int64_t group,
              NormRows<typename V::value_type> *rows, V *stats, V *affine) {
  typedef typename V::value_type S;
  S lead = cx.c(1), trail = cx.c(1);
  if (grouped) {
    if (!groupNormStats(cx, in, channels, group, stats))
      return false;
    for (size_t d = 2; d < in.size(); ++d)
      trail = trail * in[d];
    rows->rows = in[0] * cx.c(group);
    rows->cols = trail * cx.c(channels / group);
    rows->spatial = trail;
    rows->groups = group;
    affine->push_back(cx.c(channels));
    return true;
  }
  if (!layerNormStats(cx, in, normalized, stats))
    return false;
  for (size_t d = 0; d < in.size(); ++d) {
    S &part = d + normalized.size < in.size() ? lead : trail;
    part = part * in[d];
  }
  rows->rows = lead;
  rows->cols = trail;
  rows->spatial = cx.c(1);
  rows->groups = 1;
  for (size_t i = 0; i < normalized.size; ++i)
    affine->push_back(cx.c(normalized[i]));
  return true;
}

} // namespace edge_shapes

#endif
