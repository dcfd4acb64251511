// The elementwise family: every expression of the registry (generated/Elementwise.inc), any dtype.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

// ---- elementwise ops, generated from the registry's expressions (generated/Elementwise.inc) -----------

#include "generated/Elementwise.inc"


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


} // namespace

// Each op's kernel as functions of its own (generated/KernelList.inc names them), so that a selective build
// links only those its models call.
#define EDGE_ELEMENTWISE_KERNEL(name, op)                                                                      \
  Error elementwiseCheck_##op(const KernelArgs &a) { return checkElementwise<op##Fn, op##Params>(a); }        \
  void elementwiseRun_##op(const KernelArgs &a) { runElementwise<op##Fn, op##Params>(a); }
EDGE_ELEMENTWISE_KERNELS
#undef EDGE_ELEMENTWISE_KERNEL

} // namespace kernels
} // namespace edge
