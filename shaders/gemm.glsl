// The register-tiled GEMM core of the conv2d and matmul templates (they include it by name): a workgroup
// computes a BM x BN tile of C = A[M,K] @ B[K,N], each invocation TM x TN of it in registers, over K in steps of
// BK staged through shared memory. The kernel selector defines the tile (GEMM_BM, GEMM_BN, GEMM_BK, GEMM_TM,
// GEMM_TN; the workgroup, whose size is specialization constants, is BN/TN x BM/TM invocations) and GEMM_VEC (4
// where CT is float and TM and TN are multiples of 4, else 1); the includer defines, before the include,
//   CT gemmA(uint m, uint k) and CT gemmB(uint k, uint n): the operands' elements (in range: the core checks);
//   void gemmStore(uint m, uint n, CT sum): writes one result (m < M, n < N), applying the includer's epilogue.
// Shared memory holds vectors of GEMM_VEC elements: invocation (x, y) owns the vectors of rows
// y + i * (BM/TM) and of columns x + j * (BN/TN), so each step over k reads TM/GEMM_VEC + TN/GEMM_VEC vectors
// (one 16-byte load each for vec4) for TM * TN multiply-adds; neighbouring invocations read neighbouring
// vectors and write neighbouring columns.
// With GEMM_VEC 4 the tiles are double-buffered and the next step's elements are loaded into registers while
// this step's are multiplied, so global-memory latency overlaps arithmetic and one barrier per step suffices.
// Other types keep one buffer (a 128 x 128 tile of 64-bit integers twice would pass the 32 KiB of shared
// memory some devices have).
#extension GL_EXT_control_flow_attributes : require
// The tile is constants of the source rather than specialization constants: NVIDIA's compiler makes the
// core 6-8% faster from them (an H100, bench/RESULTS.md), and the selector's table has only a few tiles.
const uint BM = GEMM_BM, BN = GEMM_BN, BK = GEMM_BK, TM = GEMM_TM, TN = GEMM_TN;

#if GEMM_VEC == 4
#define GEMM_VT vec4
#define GEMM_COMPONENT(v, c) v[c]
#define GEMM_SPLAT(x) vec4(x)
#define GEMM_STAGES 2u
#else
#define GEMM_VT CT
#define GEMM_COMPONENT(v, c) v
#define GEMM_SPLAT(x) (x)
#define GEMM_STAGES 1u
#endif
const uint GEMM_THREADS = (BM / TM) * (BN / TN);
// Each invocation's share of a step's elements of A and of B.
const uint GEMM_LOADS_A = (BK * BM + GEMM_THREADS - 1u) / GEMM_THREADS;
const uint GEMM_LOADS_B = (BK * BN + GEMM_THREADS - 1u) / GEMM_THREADS;
// A is stored k fastest (as it is read), so its rows are padded by one vector: without it the BK invocations
// storing one row would all hit the same shared-memory bank when BM is a multiple of 32.
const uint STRIDE_A = BM / GEMM_VEC + 1u;
const uint STRIDE_B = BN / GEMM_VEC;
shared GEMM_VT gemmTileA[GEMM_STAGES * BK * STRIDE_A]; // [stage][k][m / GEMM_VEC]
shared GEMM_VT gemmTileB[GEMM_STAGES * BK * STRIDE_B]; // [stage][k][n / GEMM_VEC]

// This invocation's elements of the next step, in registers until they are stored to shared memory.
CT fa[GEMM_LOADS_A], fb[GEMM_LOADS_B];

// Loads this invocation's elements of the step at k0 into fa and fb: zero outside A and B (and past kEnd).
void gemmFetch(uint M, uint N, uint k0, uint kEnd, uint m0, uint n0) {
  const uint tid = gl_LocalInvocationID.y * (BN / TN) + gl_LocalInvocationID.x;
  // k fastest for A (rows of A are contiguous in k), n fastest for B.
  [[unroll]] for (uint l = 0u; l < GEMM_LOADS_A; ++l) {
    uint e = tid + l * GEMM_THREADS, kk = e % BK, mm = e / BK;
    CT v = CT_CAST(0); // locals rather than ?: over buffer elements, which glslang mistypes for I64
    if (mm < BM && m0 + mm < M && k0 + kk < kEnd)
      v = gemmA(m0 + mm, k0 + kk);
    fa[l] = v;
  }
  [[unroll]] for (uint l = 0u; l < GEMM_LOADS_B; ++l) {
    uint e = tid + l * GEMM_THREADS, nn = e % BN, kk = e / BN;
    CT v = CT_CAST(0);
    if (kk < BK && k0 + kk < kEnd && n0 + nn < N)
      v = gemmB(k0 + kk, n0 + nn);
    fb[l] = v;
  }
}

// Stores fa and fb to shared-memory buffer `stage`.
void gemmStage(uint stage) {
  const uint tid = gl_LocalInvocationID.y * (BN / TN) + gl_LocalInvocationID.x;
  [[unroll]] for (uint l = 0u; l < GEMM_LOADS_A; ++l) {
    uint e = tid + l * GEMM_THREADS, kk = e % BK, mm = e / BK;
    if (mm < BM)
      GEMM_COMPONENT(gemmTileA[(stage * BK + kk) * STRIDE_A + mm / GEMM_VEC], mm % GEMM_VEC) = fa[l];
  }
  [[unroll]] for (uint l = 0u; l < GEMM_LOADS_B; ++l) {
    uint e = tid + l * GEMM_THREADS, nn = e % BN, kk = e / BN;
    if (kk < BK)
      GEMM_COMPONENT(gemmTileB[(stage * BK + kk) * STRIDE_B + nn / GEMM_VEC], nn % GEMM_VEC) = fb[l];
  }
}

// The tile at rows m0, columns n0, summed over k in [k0Begin, kEnd) (all of K, or one slice of a split K),
// stored through gemmStore.
void gemmTile(uint M, uint N, uint k0Begin, uint kEnd, uint m0, uint n0) {
  // Local arrays in fully unrolled loops: the accumulators, a and b stay in registers (indexed by constants).
  // acc[i * GEMM_VEC + c][j]: row vector i's component c times column vector j.
  GEMM_VT acc[TM * TN / GEMM_VEC];
  [[unroll]] for (uint i = 0u; i < TM * TN / GEMM_VEC; ++i)
    acc[i] = GEMM_SPLAT(CT_CAST(0));
  // The workgroup is specialization constants, the tile constants of the source: clamped, a workgroup larger
  // than BN/TN x BM/TM (only a crafted program's) computes garbage but never reads shared memory out of bounds
  // (gemmStage's stores check their indices).
  const uint ty = min(gl_LocalInvocationID.y, BM / TM - 1u), tx = min(gl_LocalInvocationID.x, BN / TN - 1u);
  gemmFetch(M, N, k0Begin, kEnd, m0, n0);
  uint stage = 0u;
  for (uint k0 = k0Begin; k0 < kEnd; k0 += BK) {
    gemmStage(stage);
    barrier();
    if (k0 + BK < kEnd) // the next step's loads are in flight during this step's arithmetic
      gemmFetch(M, N, k0 + BK, kEnd, m0, n0);
    [[unroll]] for (uint kk = 0u; kk < BK; ++kk) {
      GEMM_VT a[TM / GEMM_VEC], b[TN / GEMM_VEC];
      [[unroll]] for (uint i = 0u; i < TM / GEMM_VEC; ++i)
        a[i] = gemmTileA[(stage * BK + kk) * STRIDE_A + ty + i * (BM / TM)];
      [[unroll]] for (uint j = 0u; j < TN / GEMM_VEC; ++j)
        b[j] = gemmTileB[(stage * BK + kk) * STRIDE_B + tx + j * (BN / TN)];
      [[unroll]] for (uint i = 0u; i < TM / GEMM_VEC; ++i)
        [[unroll]] for (uint c = 0u; c < GEMM_VEC; ++c)
          [[unroll]] for (uint j = 0u; j < TN / GEMM_VEC; ++j) {
            uint r = (i * GEMM_VEC + c) * (TN / GEMM_VEC) + j;
            acc[r] = CT_ADD(acc[r], CT_MUL(GEMM_SPLAT(GEMM_COMPONENT(a[i], c)), b[j]));
          }
    }
    // One buffer: every invocation must be done reading it before the next step is stored. Two: the next
    // step stores into the other, which the barrier above ordered after the previous step's reads.
    if (GEMM_STAGES == 1u)
      barrier();
    stage = (stage + 1u) % GEMM_STAGES;
  }
  [[unroll]] for (uint i = 0u; i < TM / GEMM_VEC; ++i)
    [[unroll]] for (uint c = 0u; c < GEMM_VEC; ++c) {
      uint m = m0 + (ty + i * (BM / TM)) * GEMM_VEC + c;
      [[unroll]] for (uint j = 0u; j < TN / GEMM_VEC; ++j)
        [[unroll]] for (uint d = 0u; d < GEMM_VEC; ++d) {
          uint n = n0 + (tx + j * (BN / TN)) * GEMM_VEC + d;
          if (m < M && n < N)
            gemmStore(m, n, GEMM_COMPONENT(acc[(i * GEMM_VEC + c) * (TN / GEMM_VEC) + j], d));
        }
    }
}
