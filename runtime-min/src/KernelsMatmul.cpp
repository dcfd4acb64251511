// The matmul family: mm, bmm, addmm.
#include "KernelSupport.h"

namespace edge {
namespace kernels {
namespace {

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

/// A product's shape rule from the shared rules (rules/SharedShapeRules.h), over its input tensors' sizes.
typedef bool (*MatrixRule)(const RuleContext &, const Sizes *, Sizes *);
bool mmRule(const RuleContext &cx, const Sizes *t, Sizes *out) { return edge_shapes::matmulShape(cx, t[0], t[1], out); }
bool bmmRule(const RuleContext &cx, const Sizes *t, Sizes *out) { return edge_shapes::bmmShape(cx, t[0], t[1], out); }
bool addmmRule(const RuleContext &cx, const Sizes *t, Sizes *out) {
  return edge_shapes::addmmShape(cx, t[0], t[1], t[2], out);
}
template <typename P> Error checkMatmul(const char *k, size_t inputs, MatrixRule rule, const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, inputs + 1, registryDType<P>));
  P p;
  if (!readParams(a, &p))
    return bad(k, "malformed parameters");
  RuleContext cx(k);
  Sizes ins[3], out;
  for (size_t i = 0; i < inputs; ++i)
    if (!sizesOf(a, i, &ins[i]))
      return rankAbove(k);
  if (!rule(cx, ins, &out))
    return cx.error();
  if (!hasShape(info(a, inputs), out))
    return bad(k, "the output's shape does not match the product");
  return Error::success();
}
Error checkMm(const KernelArgs &a) { return checkMatmul<MmParams>("aten.mm", 2, mmRule, a); }
Error checkBmm(const KernelArgs &a) { return checkMatmul<BmmParams>("aten.bmm", 2, bmmRule, a); }
Error checkAddmm(const KernelArgs &a) { return checkMatmul<AddmmParams>("aten.addmm", 3, addmmRule, a); }
void runBmm(const KernelArgs &a) {
  matmulAny(a, 0, 1, -1, 0, 0, 2, dim(a, 0, 1), dim(a, 0, 2), dim(a, 1, 2), nullptr, nullptr, dim(a, 0, 0));
}
void runMm(const KernelArgs &a) {
  matmulAny(a, 0, 1, -1, 0, 0, 2, dim(a, 0, 0), dim(a, 0, 1), dim(a, 1, 1), nullptr, nullptr, 1);
}
void runAddmm(const KernelArgs &a) {
  AddmmParams p;
  readParams(a, &p);
  int64_t strides[2];
  broadcastStrides(info(a, 0), info(a, 3), strides);
  matmulAny(a, 1, 2, 0, strides[0], strides[1], 3, dim(a, 1, 0), dim(a, 1, 1), dim(a, 2, 1), &p.alpha, &p.beta, 1);
}


} // namespace

EDGE_KERNEL(Mm, checkMm, runMm)
EDGE_KERNEL(Bmm, checkBmm, runBmm)
EDGE_KERNEL(Addmm, checkAddmm, runAddmm)

} // namespace kernels
} // namespace edge
