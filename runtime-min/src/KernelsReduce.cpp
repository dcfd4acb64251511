// The reduce family: mean, sum, amax, amin, prod, argmax, argmin.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

/// The dims in each form a reduction's schema gives them: int[1] (amax), int[1]? (mean, sum), int (prod),
/// int? (argmax: none is the flattened input), as `all` (every dim) and a list.
void dimsOf(const IntList &dims, bool *all, int64_t *one, edge_shapes::Ints *list) {
  *all = false, *list = ints(dims);
}
void dimsOf(const OptionalIntList &dims, bool *all, int64_t *one, edge_shapes::Ints *list) {
  *all = !dims.present, *list = ints(dims.list);
}
void dimsOf(int64_t dim, bool *all, int64_t *one, edge_shapes::Ints *list) {
  *all = false, *one = dim, *list = edge_shapes::Ints{one, 1};
}
void dimsOf(const OptionalInt &dim, bool *all, int64_t *one, edge_shapes::Ints *list) {
  *all = !dim.present, *one = dim.value, *list = edge_shapes::Ints{one, size_t(dim.present)};
}
/// A `dtype` parameter, where the schema has one, must be absent.
template <typename P> bool noDtype(const P &p, decltype(&P::dtype)) { return !p.dtype.present; }
template <typename P> bool noDtype(const P &, ...) { return true; }

/// The dims a call of reduction P reduces and its keepdim, and the output's shape checked against the shared
/// rule (rules/SharedShapeRules.h); false (cx says why) if they do not match.
template <typename P> bool readReduced(const KernelArgs &a, const RuleContext &cx, bool *reduced, bool *keepdim) {
  P p;
  bool all;
  int64_t one;
  edge_shapes::Ints dims;
  Sizes in, out;
  if (!readParams(a, &p) || !noDtype<P>(p, 0))
    return cx.fail("malformed parameters");
  dimsOf(p.dim, &all, &one, &dims);
  if (!sizesOf(a, 0, &in))
    return cx.fail("rank above ", int64_t(kMaxRank));
  *keepdim = p.keepdim;
  if (!edge_shapes::markReduced(cx, int64_t(in.size()), all, dims, reduced) ||
      !edge_shapes::reducedShape(cx, in, reduced, p.keepdim, FamilyMember<P>::identity, &out))
    return false;
  return hasShape(info(a, 1), out) || cx.fail("output shape does not match the reduction");
}

// ---- values: mean, sum, amax, amin, prod -------------------------------------------------------------------

template <typename P> Error checkValueReduction(const KernelArgs &a) {
  const char *k = "reduction kernel";
  const Reduction kind = FamilyMember<P>::reduction;
  // mean: floating dtypes; amax, amin: any, kept; sum, prod: any, integers and bool into int64 (as ATen).
  const DType x = a.numTensors == 2 ? info(a, 0).dtype : DType::f32;
  if ((kind == Reduction::Sum || kind == Reduction::Prod) && !isFloatingDType(x)) {
    if (a.numTensors != 2 || !registryDType<P>(x) || info(a, 1).dtype != DType::i64)
      return bad(k, "sums and multiplies integers and bools into i64");
  } else {
    EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, registryDType<P>));
  }
  bool reduced[kMaxRank], keepdim;
  RuleContext cx(k);
  return readReduced<P>(a, cx, reduced, &keepdim) ? Error::success() : cx.error();
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
  readReduced<P>(a, RuleContext("reduction kernel"), reduced, &keepdim);
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
  if (a.numTensors != 2 || !registryDType<P>(info(a, 0).dtype) || info(a, 1).dtype != DType::i64)
    return bad(k, "takes a numeric input and writes i64 indices");
  bool reduced[kMaxRank], keepdim;
  RuleContext cx(k);
  return readReduced<P>(a, cx, reduced, &keepdim) ? Error::success() : cx.error();
}

/// The first index of the maximum (argmin: the minimum), or of the first NaN, as PyTorch, along the
/// reduced dims, counted in row-major order over them (the flattened input without a dim).
template <typename P, typename C> void runIndexReductionAs(const KernelArgs &a) {
  const bool min = FamilyMember<P>::reduction == Reduction::Argmin;
  bool reduced[kMaxRank], keepdim;
  readReduced<P>(a, RuleContext("reduction kernel"), reduced, &keepdim);
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

/// The family's entries: a reduction's values, or the index of its extremum (argmax, argmin: the registry's
/// "index" dtype rule).
template <typename P> Error checkReduce(const KernelArgs &a) {
  return FamilyMember<P>::gives_indices ? checkIndexReduction<P>(a) : checkValueReduction<P>(a);
}
template <typename P> void runReduce(const KernelArgs &a) {
  if (FamilyMember<P>::gives_indices)
    runIndexReduction<P>(a);
  else
    runValueReduction<P>(a);
}
} // namespace

EDGE_FAMILY_KERNELS(reduce, checkReduce, runReduce)

} // namespace kernels
} // namespace edge
