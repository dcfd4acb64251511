// The softmax family: _softmax and _log_softmax.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

// ---- _softmax ---------------------------------------------------------------------------------------

template <typename P> Error checkSoftmax(const KernelArgs &a) {
  const char *k = FamilyMember<P>::op();
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, 2, registryDType<P>));
  P p;
  RuleContext cx(k);
  Sizes in, out;
  if (!readParams(a, &p))
    return bad(k, "malformed parameters");
  if (!sizesOf(a, 0, &in))
    return rankAbove(k);
  if (!edge_shapes::softmaxShape(cx, in, p.dim, p.half_to_float, &out))
    return cx.error();
  if (!hasShape(info(a, 1), out))
    return bad(k, "input and output shapes differ");
  return Error::success();
}
template <typename P> void runSoftmax(const KernelArgs &a) {
  const bool log = FamilyMember<P>::log;
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


} // namespace

EDGE_FAMILY_KERNELS(softmax, checkSoftmax, runSoftmax)

} // namespace kernels
} // namespace edge
