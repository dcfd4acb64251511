// The reduce family: mean, sum, amax, amin, prod, argmax, argmin.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

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
/// The dims in each form a reduction's schema gives them: int[1] (amax), int[1]? (mean, sum), int (prod),
/// int? (argmax: none is the flattened input).
bool markDims(const KernelArgs &a, const IntList &dims, bool *reduced) { return markReduced(a, true, dims, reduced); }
bool markDims(const KernelArgs &a, const OptionalIntList &dims, bool *reduced) {
  return markReduced(a, dims.present, dims.list, reduced);
}
bool markDims(const KernelArgs &a, int64_t dim, bool *reduced) {
  int64_t one[1] = {dim};
  IntList dims = {one, 1};
  return markReduced(a, true, dims, reduced);
}
bool markDims(const KernelArgs &a, const OptionalInt &dim, bool *reduced) {
  int64_t one[1] = {dim.value};
  IntList dims = {one, 1};
  return markReduced(a, dim.present, dims, reduced);
}
/// A `dtype` parameter, where the schema has one, must be absent.
template <typename P> bool noDtype(const P &p, decltype(&P::dtype)) { return !p.dtype.present; }
template <typename P> bool noDtype(const P &, ...) { return true; }

/// The reduced dims and keepdim of a call of reduction P; false if its parameters are malformed.
template <typename P> bool readReduced(const KernelArgs &a, bool *reduced, bool *keepdim) {
  P p;
  return readParams(a, &p) && noDtype<P>(p, 0) && (*keepdim = p.keepdim, markDims(a, p.dim, reduced));
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

inline bool isIndexReduction(Reduction kind) { return kind == Reduction::Argmax || kind == Reduction::Argmin; }

// ---- values: mean, sum, amax, amin, prod -------------------------------------------------------------------

template <typename P> Error checkValueReduction(const KernelArgs &a) {
  const char *k = "reduction kernel";
  const Reduction kind = FamilyMember<P>::reduction;
  // mean: floating dtypes; amax, amin: any, kept; sum, prod: any, integers and bool into int64 (as ATen).
  const schema::DType x = a.numTensors == 2 ? info(a, 0).dtype : schema::DType::f32;
  if ((kind == Reduction::Sum || kind == Reduction::Prod) && !isFloatingDType(x)) {
    if (a.numTensors != 2 || !registryDType<P>(x) || info(a, 1).dtype != schema::DType::i64)
      return bad(k, "sums and multiplies integers and bools into i64");
  } else {
    EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, registryDType<P>));
  }
  if (rank(a, 0) > kMaxRank)
    return bad(k, "rank above 8");
  bool reduced[kMaxRank], keepdim;
  if (!readReduced<P>(a, reduced, &keepdim))
    return bad(k, "malformed parameters");
  if (!reducesTo(a, reduced, keepdim))
    return bad(k, "output shape does not match the reduction");
  if ((kind == Reduction::Max || kind == Reduction::Min) && info(a, 0).numel == 0)
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
template <typename P, typename C> void runValueReductionAs(const KernelArgs &a) {
  const Reduction kind = FamilyMember<P>::reduction;
  bool reduced[kMaxRank], keepdim;
  readReduced<P>(a, reduced, &keepdim);
  const ReductionWalk walk(info(a, 0), reduced);
  Typed<C> x(a, 0), y(a, 1);
  for (int64_t i = 0; i < info(a, 1).numel; ++i) {
    const int64_t base = walk.base(i);
    C acc = kind == Reduction::Max ? lowest<C>() : C(kind == Reduction::Prod ? 1 : 0);
    for (int64_t r = 0; r < walk.count; ++r) {
      C v = x[base + walk.at(r)];
      if (kind == Reduction::Max || kind == Reduction::Min) {
        if ((kind == Reduction::Max ? beats(v, acc) : beatsBelow(v, acc)) || r == 0)
          acc = v;
      } else if (kind == Reduction::Prod) {
        acc = mulWrap(acc, v);
      } else {
        acc += v;
      }
    }
    // PyTorch: the mean of no elements is NaN (written directly rather than as 0 / 0).
    if (kind == Reduction::Mean)
      acc = walk.count ? C(acc / C(walk.count)) : C(std::numeric_limits<float>::quiet_NaN());
    y.set(i, acc);
  }
}
template <typename P> void runValueReduction(const KernelArgs &a) {
  if (isFloatingDType(info(a, 0).dtype))
    runValueReductionAs<P, float>(a);
  else
    runValueReductionAs<P, int64_t>(a);
}

// ---- indices: argmax, argmin -------------------------------------------------------------------------------------------

template <typename P> Error checkIndexReduction(const KernelArgs &a) {
  const char *k = "argmax and argmin";
  if (a.numTensors != 2 || !registryDType<P>(info(a, 0).dtype) || info(a, 1).dtype != schema::DType::i64)
    return bad(k, "takes a numeric input and writes i64 indices");
  bool reduced[kMaxRank], keepdim;
  if (rank(a, 0) > kMaxRank || !readReduced<P>(a, reduced, &keepdim))
    return bad(k, "malformed parameters");
  if (info(a, 0).numel == 0)
    return bad(k, "the argmax of no elements is undefined");
  if (!reducesTo(a, reduced, keepdim))
    return bad(k, "output shape does not match the reduction");
  return Error::success();
}

/// The first index of the maximum (argmin: the minimum), or of the first NaN, as PyTorch, along the
/// reduced dims, counted in row-major order over them (the flattened input without a dim).
template <typename P, typename C> void runIndexReductionAs(const KernelArgs &a) {
  const bool min = FamilyMember<P>::reduction == Reduction::Argmin;
  bool reduced[kMaxRank], keepdim;
  readReduced<P>(a, reduced, &keepdim);
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
template <typename P> void runIndexReduction(const KernelArgs &a) {
  if (isFloatingDType(info(a, 0).dtype))
    runIndexReductionAs<P, float>(a);
  else
    runIndexReductionAs<P, int64_t>(a);
}

/// The family's entries: a reduction's values, or the index of its extremum (argmax, argmin).
template <typename P> Error checkReduce(const KernelArgs &a) {
  return isIndexReduction(FamilyMember<P>::reduction) ? checkIndexReduction<P>(a) : checkValueReduction<P>(a);
}
template <typename P> void runReduce(const KernelArgs &a) {
  if (isIndexReduction(FamilyMember<P>::reduction))
    runIndexReduction<P>(a);
  else
    runValueReduction<P>(a);
}
} // namespace

EDGE_FAMILY_KERNELS(reduce, checkReduce, runReduce)

} // namespace kernels
} // namespace edge
