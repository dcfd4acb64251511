// The register-tiled GEMM core of the conv2d template (templates include it by name): a workgroup
// computes a BM x BN tile of C = A[M,K] @ B[K,N], each invocation TM x TN of it in registers, over K in steps of
// BK staged through shared memory. The includer defines GEMM_SPEC (the first of five specialization constant
// ids: BM, BN, BK, TM, TN; the workgroup is BN/TN x BM/TM invocations) and, before the include,
//   CT gemmA(uint m, uint k) and CT gemmB(uint k, uint n): the operands' elements (in range: the core checks);
//   void gemmStore(uint m, uint n, CT sum): writes one result (m < M, n < N), applying the includer's epilogue.
// Invocation (x, y) owns rows y + i * (BM/TM) and columns x + j * (BN/TN): neighbouring invocations read
// neighbouring shared-memory words and write neighbouring output columns.
#extension GL_EXT_control_flow_attributes : require
layout(constant_id = GEMM_SPEC) const uint BM = 16;
layout(constant_id = GEMM_SPEC + 1) const uint BN = 16;
layout(constant_id = GEMM_SPEC + 2) const uint BK = 16;
layout(constant_id = GEMM_SPEC + 3) const uint TM = 1;
layout(constant_id = GEMM_SPEC + 4) const uint TN = 1;

// A is stored k fastest (as it is read), so its rows are padded by one element: without it the BK invocations
// storing one row would all hit the same shared-memory bank when BM is a multiple of 32.
const uint STRIDE_A = BM + 1u;
shared CT gemmTileA[BK * STRIDE_A]; // [k][m]
shared CT gemmTileB[BK * BN]; // [k][n]

// The tile at rows m0, columns n0, summed over k in [k0Begin, kEnd) (all of K, or one slice of a split K),
// stored through gemmStore.
void gemmTile(uint M, uint N, uint k0Begin, uint kEnd, uint m0, uint n0) {
  // A local array in fully unrolled loops: the accumulators, a and b stay in registers (indexed by constants).
  CT acc[TM * TN];
  [[unroll]] for (uint i = 0u; i < TM * TN; ++i)
    acc[i] = CT_CAST(0);
  const uint threads = gl_WorkGroupSize.x * gl_WorkGroupSize.y;
  const uint tid = gl_LocalInvocationID.y * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
  const uint ty = gl_LocalInvocationID.y, tx = gl_LocalInvocationID.x;
  for (uint k0 = k0Begin; k0 < kEnd; k0 += BK) {
    // k fastest for A (rows of A are contiguous in k), n fastest for B.
    for (uint e = tid; e < BK * BM; e += threads) {
      uint kk = e % BK, mm = e / BK;
      CT v = CT_CAST(0); // locals rather than ?: over buffer elements, which glslang mistypes for I64
      if (m0 + mm < M && k0 + kk < kEnd)
        v = gemmA(m0 + mm, k0 + kk);
      gemmTileA[kk * STRIDE_A + mm] = v;
    }
    for (uint e = tid; e < BK * BN; e += threads) {
      uint nn = e % BN, kk = e / BN;
      CT v = CT_CAST(0);
      if (k0 + kk < kEnd && n0 + nn < N)
        v = gemmB(k0 + kk, n0 + nn);
      gemmTileB[kk * BN + nn] = v;
    }
    barrier();
    [[unroll]] for (uint kk = 0u; kk < BK; ++kk) {
      CT a[TM], b[TN];
      [[unroll]] for (uint i = 0u; i < TM; ++i)
        a[i] = gemmTileA[kk * STRIDE_A + ty + i * (BM / TM)];
      [[unroll]] for (uint j = 0u; j < TN; ++j)
        b[j] = gemmTileB[kk * BN + tx + j * (BN / TN)];
      [[unroll]] for (uint i = 0u; i < TM; ++i)
        [[unroll]] for (uint j = 0u; j < TN; ++j)
          acc[i * TN + j] = CT_ADD(acc[i * TN + j], CT_MUL(a[i], b[j]));
    }
    barrier();
  }
  // Rows and columns grow with i and j: the first out of range ends its loop.
  [[unroll]] for (uint i = 0u; i < TM; ++i) {
    uint m = m0 + ty + i * (BM / TM);
    if (m >= M) break;
    [[unroll]] for (uint j = 0u; j < TN; ++j) {
      uint n = n0 + tx + j * (BN / TN);
      if (n >= N) break;
      gemmStore(m, n, acc[i * TN + j]);
    }
  }
}
