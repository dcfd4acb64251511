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

Error checkMatrices(const char *k, const KernelArgs &a, size_t ia, size_t ib, size_t io) {
  if (rank(a, ia) != 2 || rank(a, ib) != 2 || rank(a, io) != 2)
    return bad(k, "expects 2-D matrices");
  if (dim(a, ia, 1) != dim(a, ib, 0) || dim(a, io, 0) != dim(a, ia, 0) || dim(a, io, 1) != dim(a, ib, 1))
    return bad(k, "matrix shapes do not agree");
  return Error::success();
}
Error checkMm(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTyped("aten.mm", a, 3, registryDType<MmParams>));
  MmParams p;
  if (!readParams(a, &p))
    return bad("aten.mm", "takes no parameters");
  return checkMatrices("aten.mm", a, 0, 1, 2);
}
Error checkBmm(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTyped("aten.bmm", a, 3, registryDType<BmmParams>));
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
void runMm(const KernelArgs &a) {
  matmulAny(a, 0, 1, -1, 0, 0, 2, dim(a, 0, 0), dim(a, 0, 1), dim(a, 1, 1), nullptr, nullptr, 1);
}
Error checkAddmm(const KernelArgs &a) {
  EDGE_RETURN_IF_ERROR(expectTyped("aten.addmm", a, 4, registryDType<AddmmParams>));
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


} // namespace

EDGE_KERNEL(Mm, checkMm, runMm)
EDGE_KERNEL(Bmm, checkBmm, runBmm)
EDGE_KERNEL(Addmm, checkAddmm, runAddmm)

} // namespace kernels
} // namespace edge
