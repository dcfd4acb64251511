// What the CPU kernels of every family share: argument access, dtype checks, compute-type dispatch,
// checked arithmetic, sliding windows and broadcasting. Each family's kernels (Kernels<Family>.cpp) are
// functions that generated/KernelList.inc names; KernelTable.cpp (or an app's selection) makes the table that
// findKernel (Kernels.cpp) searches.
#ifndef EDGE_RUNTIME_SRC_KERNELSUPPORT_H
#define EDGE_RUNTIME_SRC_KERNELSUPPORT_H

#include "edge/runtime/Kernels.h"

#include "ElementwiseMath.h"
#include "KernelParams.h"
#include "rules/SharedShapeRules.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

namespace edge {
namespace kernels {

inline Error bad(const char *kernel, const std::string &what) {
  return Error(ErrorCode::InvalidProgram, std::string(kernel) + ": " + what);
}

inline const TensorInfo &info(const KernelArgs &a, size_t i) { return *a.tensors[i].info; }
inline const float *in(const KernelArgs &a, size_t i) { return static_cast<const float *>(a.tensors[i].data); }
inline float *out(const KernelArgs &a, size_t i) { return static_cast<float *>(a.tensors[i].data); }
inline int64_t rank(const KernelArgs &a, size_t i) { return int64_t(info(a, i).shape.size()); }
inline int64_t dim(const KernelArgs &a, size_t i, int64_t d) { return info(a, i).shape[size_t(d)]; }

/// `n` tensors; those in [first, last) of one dtype, which `ok` accepts.
inline Error expectTyped(const char *k, const KernelArgs &a, size_t n, bool (*ok)(DType), size_t first = 0,
                  size_t last = size_t(-1)) {
  if (a.numTensors != n)
    return bad(k, formatMessage("expects %zu tensors, got %zu", n, a.numTensors));
  last = std::min(last, n);
  for (size_t i = first; i < last; ++i)
    if (info(a, i).dtype != info(a, first).dtype || !ok(info(a, i).dtype))
      return bad(k, formatMessage("does not take %s tensors here", dtypeName(info(a, i).dtype)));
  return Error::success();
}
/// The element types the registry says op P's kernels take (edge_ops.py `dtypes`, generated into
/// KernelParams.inc; `data_dtypes` for its first tensor): the one statement of them.
template <typename P> bool registryDType(DType t) { return takesDType(static_cast<const P *>(0), t); }
template <typename P> bool registryDataDType(DType t) { return takesDataDType(static_cast<const P *>(0), t); }

/// Tensor i of a call, element by element in compute type C (float for floating dtypes, int64_t for the
/// others): what lets one kernel body serve every dtype.
template <typename C> struct Typed {
  DType t;
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

// Checked arithmetic for parameters read from the file: hostile values must not overflow int64 (UB).
using edge_shapes::addOk;
using edge_shapes::mulOk;

/// The window offsets k in [0, K) whose input index start + k * dil lies in [0, in): [*begin, *end).
/// Loops over exactly these keep the work bounded by the data, whatever K the file claims.
inline void windowRange(int64_t start, int64_t dil, int64_t K, int64_t in, int64_t *begin, int64_t *end) {
  // Ceiling divisions written so that nothing overflows: -start <= pad and in - start <= in + pad fit.
  *begin = start < 0 ? (-start) / dil + ((-start) % dil != 0) : 0;
  *end = in - start <= 0 ? 0 : std::min<int64_t>(K, (in - start) / dil + ((in - start) % dil != 0));
}

const int kMaxRank = EDGE_MAX_RANK;

// ---- the shape rules the compiler shares (rules/SharedShapeRules.h), over a call's sizes ------------------

typedef edge_shapes::CheckedSize Size;
/// A call's sizes: at most kMaxRank of them (a longer list keeps kMaxRank and says it overflowed).
typedef edge_shapes::FixedList<Size, kMaxRank> Sizes;
typedef edge_shapes::StridedRead<Size, Sizes> StridedRead;

/// A call with a tensor of rank above kMaxRank (which no program edgec writes has).
inline Error rankAbove(const char *kernel) { return bad(kernel, formatMessage("rank above %d", kMaxRank)); }
/// The sizes of tensor i of a call; false if its rank is above kMaxRank.
inline bool sizesOf(const KernelArgs &a, size_t i, Sizes *out) {
  for (size_t d = 0; d < info(a, i).shape.size(); ++d)
    out->push_back(Size(info(a, i).shape[d]));
  return !out->overflowed();
}
/// A list parameter as the shared rules read it.
inline edge_shapes::Ints ints(IntList v) { return edge_shapes::Ints{v.data, size_t(v.size < 0 ? 0 : v.size)}; }
inline edge_shapes::Floats floats(FloatList v) {
  return edge_shapes::Floats{v.data, size_t(v.size < 0 ? 0 : v.size)};
}
/// The sizes `s` as int64, false if any overflowed.
inline bool valuesOf(const Sizes &s, int64_t *out) {
  for (size_t i = 0; i < s.size(); ++i)
    if (!s[i].known(&out[i]))
      return false;
  return true;
}
/// Whether a tensor's shape is `s` (never where `s` overflowed kMaxRank).
inline bool hasShape(const TensorInfo &t, const Sizes &s) {
  if (s.overflowed() || t.shape.size() != s.size())
    return false;
  for (size_t i = 0; i < s.size(); ++i)
    if (s[i] != Size(t.shape[i]))
      return false;
  return true;
}

/// What the shared rules report through, over a call's sizes (all known: a failure is a malformed call).
/// The first failure's message is kept for error(); nothing is allocated unless a rule fails.
class RuleContext {
public:
  explicit RuleContext(const char *kernel) : kernel(kernel) {}
  Size c(int64_t v) const { return Size(v); }
  bool known(const Size &s, int64_t *v) const { return s.known(v); }
  bool overflowed(const Size &s) const { return s.overflowed(); }
  bool differ(const Size &a, const Size &b) const { return a != b; }
  template <typename... Parts> bool fail(const Parts &...parts) const {
    message.clear();
    append(parts...);
    return false;
  }
  template <typename... Parts> bool failDynamic(const Parts &...parts) const { return fail(parts...); }
  // A call's sizes are never symbolic: these are reached only by a size that overflowed.
  bool dynamicSlice(const Size &, int64_t, int64_t, int64_t, int64_t, Size *, int64_t *) const {
    return fail("sizes overflow");
  }
  bool indexFits(const Size &, int64_t) const { return fail("sizes overflow"); }
  /// The failure as the kernel's error.
  Error error() const { return bad(kernel, message.empty() ? std::string("malformed parameters") : message); }

private:
  void append() const {}
  template <typename First, typename... Rest> void append(const First &first, const Rest &...rest) const {
    part(first);
    append(rest...);
  }
  void part(const char *s) const { message += s; }
  void part(int64_t v) const { message += formatMessage("%lld", static_cast<long long>(v)); }
  void part(int v) const { part(int64_t(v)); }
  void part(const Size &s) const {
    int64_t v;
    if (s.known(&v))
      part(v);
    else
      message += "(overflow)";
  }
  const char *kernel;
  mutable std::string message;
};

/// `d` counted from the front for rank r (the shared rule); false if out of range.
inline bool normalizeDim(int64_t d, int64_t r, int64_t *out) {
  return edge_shapes::checkedDim(RuleContext("dim"), d, r, out);
}

// ---- elementwise binary with broadcasting ----------------------------------------------------------

/// Broadcast strides of tensor `t` for the output shape (rank aligned at the right).
inline void broadcastStrides(const TensorInfo &t, const TensorInfo &o, int64_t *strides) {
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
inline Error checkBroadcast(const char *k, const KernelArgs &a) {
  const TensorInfo &o = info(a, a.numTensors - 1);
  if (o.shape.size() > size_t(kMaxRank))
    return rankAbove(k);
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


/// Steps `coord` to the next row-major position of `shape` (rank dims) and each of the `n` offsets along by
/// its strides (offsets[k] = sum over d of coord[d] * strides[k][d]): no division per element.
inline void stepOdometer(int64_t rank, const int64_t *shape, int64_t *coord, int n, const int64_t (*strides)[kMaxRank],
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

/// Defines the CPU kernel of registry op `op` (its edge C++ name: MaxPool2d for aten.max_pool2d.default)
/// from its check and run functions (parenthesize template arguments' commas). The kernel table is generated
/// from the registry (generated/KernelList.inc): a kernel the registry claims and no family file defines
/// fails to link.
#define EDGE_KERNEL(op, check, run)                                                                            \
  Error registeredCheck_##op(const KernelArgs &a) { return check(a); }                                        \
  void registeredRun_##op(const KernelArgs &a) { run(a); }

/// What tells the ops of a family apart (edge_ops.py `member`, as FamilyMember<XParams>), and the ops of each
/// family with a CPU kernel (EDGE_CPU_FAMILY_OPS_<family>).
#include "generated/KernelFamilies.inc"

/// Defines the CPU kernel of every op of `family` from the family's templates `CHECK<XParams>` and
/// `RUN<XParams>`, which tell the ops apart by FamilyMember<XParams>: `EDGE_FAMILY_KERNELS(pool, checkPool,
/// runPool)`. An op the registry adds to the family needs no line here.
#define EDGE_FAMILY_KERNELS(family, check, run) EDGE_CPU_FAMILY_OPS_##family(EDGE_FAMILY_KERNEL_, check, run)
#define EDGE_FAMILY_KERNEL_(op, Params, check, run)                                                            \
  Error registeredCheck_##op(const KernelArgs &a) { return check<Params>(a); }                                \
  void registeredRun_##op(const KernelArgs &a) { run<Params>(a); }

} // namespace kernels
} // namespace edge

#endif
