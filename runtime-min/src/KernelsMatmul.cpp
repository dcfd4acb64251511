// The matmul family: mm, bmm, addmm, baddbmm.
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

/// Where a product's tensors are: operand indices (bias -1 where none), the bias's broadcast strides along
/// the product's batch, M and N, and the sizes.
struct Product {
  size_t a, b, out;
  int64_t bias, sb, sm, sn, batch, M, K, N;
};

/// The same for any dtype, element by element in compute type C (integers wrap as PyTorch's do).
template <typename C> void matmulAs(const KernelArgs &a, const Product &p, C alpha, C beta) {
  Typed<C> A(a, p.a), B(a, p.b), out(a, p.out);
  for (int64_t b = 0; b < p.batch; ++b)
    for (int64_t m = 0; m < p.M; ++m)
      for (int64_t n = 0; n < p.N; ++n) {
        C acc = C(0);
        for (int64_t k = 0; k < p.K; ++k)
          acc += A[(b * p.M + m) * p.K + k] * B[(b * p.K + k) * p.N + n];
        C v = alpha * acc;
        if (p.bias >= 0)
          v += beta * Typed<C>(a, size_t(p.bias))[b * p.sb + m * p.sm + n * p.sn];
        out.set((b * p.M + m) * p.N + n, v);
      }
}
/// A product: the f32 kernel for f32, else matmulAs. With beta 0 the bias is not read (ATen: its NaNs do not
/// propagate); alpha and beta are 1 where the op has none.
void matmulAny(const KernelArgs &a, Product p, const Scalar *alpha, const Scalar *beta) {
  if (beta && (beta->isFloat ? beta->f == 0.0 : beta->i == 0))
    p.bias = -1;
  if (info(a, p.out).dtype == DType::f32) {
    for (int64_t b = 0; b < p.batch; ++b)
      matmul(in(a, p.a) + b * p.M * p.K, in(a, p.b) + b * p.K * p.N,
             p.bias >= 0 ? in(a, size_t(p.bias)) + b * p.sb : nullptr, p.sm, p.sn, out(a, p.out) + b * p.M * p.N,
             p.M, p.K, p.N, alpha ? scalarAs<float>(*alpha) : 1.0f, beta ? scalarAs<float>(*beta) : 1.0f);
  } else if (isFloatingDType(info(a, p.out).dtype)) {
    matmulAs<float>(a, p, alpha ? scalarAs<float>(*alpha) : 1.0f, beta ? scalarAs<float>(*beta) : 1.0f);
  } else {
    matmulAs<int64_t>(a, p, alpha ? scalarAs<int64_t>(*alpha) : 1, beta ? scalarAs<int64_t>(*beta) : 1);
  }
}

/// Every op of the family, by the operands playing its roles (FamilyMember<P>::a, b, bias, alpha, beta): the
/// shape rule is the verifier's (rules/SharedShapeRules.h productShape).
template <typename P> Error checkProduct(const KernelArgs &a) {
  typedef FamilyMember<P> Member;
  const char *k = Member::op();
  P p;
  if (!readParams(a, &p))
    return bad(k, "malformed parameters");
  const int biasAt = Member::bias(p);
  const size_t inputs = biasAt >= 0 ? 3 : 2;
  EDGE_RETURN_IF_ERROR(expectTyped(k, a, inputs + 1, registryDType<P>));
  RuleContext cx(k);
  Sizes ta, tb, bias, out;
  if (!sizesOf(a, size_t(Member::a(p)), &ta) || !sizesOf(a, size_t(Member::b(p)), &tb) ||
      (biasAt >= 0 && !sizesOf(a, size_t(biasAt), &bias)))
    return rankAbove(k);
  if (!edge_shapes::productShape(cx, Member::batched, ta, tb, biasAt >= 0 ? &bias : 0, &out))
    return cx.error();
  if (!hasShape(info(a, inputs), out))
    return bad(k, "the output's shape does not match the product");
  return Error::success();
}
template <typename P> void runProduct(const KernelArgs &a) {
  typedef FamilyMember<P> Member;
  P params;
  readParams(a, &params);
  const int64_t lead = Member::batched ? 1 : 0;
  Product p;
  p.a = size_t(Member::a(params));
  p.b = size_t(Member::b(params));
  p.bias = Member::bias(params);
  p.out = p.bias >= 0 ? 3 : 2;
  p.batch = Member::batched ? dim(a, p.a, 0) : 1;
  p.M = dim(a, p.a, lead);
  p.K = dim(a, p.a, lead + 1);
  p.N = dim(a, p.b, lead + 1);
  int64_t strides[3] = {0, 0, 0};
  if (p.bias >= 0)
    broadcastStrides(info(a, size_t(p.bias)), info(a, p.out), strides);
  p.sb = Member::batched ? strides[0] : 0;
  p.sm = strides[lead];
  p.sn = strides[lead + 1];
  matmulAny(a, p, Member::alpha(params), Member::beta(params));
}

} // namespace

EDGE_FAMILY_KERNELS(matmul, checkProduct, runProduct)

} // namespace kernels
} // namespace edge
