// out[M,N] = beta * bias + alpha * (A[M,K] @ B[K,N]) (aten.mm, aten.addmm), tiled in shared memory; a batch
// of them (aten.bmm, aten.baddbmm) along the grid's z. A and B are read through strides (element
// offsetA + batch * strideA + m * aStrideM + k * aStrideK, and B's alike): contiguous operands, or views the
// kernel selector folded into the product (a transposed, permuted or broadcast operand costs no copy). The bias broadcasts (strides 0); with beta 0 the selector binds none (HAS_BIAS 0), as ATen does
// not read it then. Defines: HAS_BIAS (0 or 1); GEMM and SPLIT_K (0 or 1, see below); ROWS_ACROSS_BATCH; an epilogue's
// (epilogue.glsl). Bindings: (bias,) A, B, the epilogue's inputs, out.
// GEMM 0: specialization constant 3 is the tile size; the workgroup is TILE x TILE invocations, one output
// element each, over a grid of (ceil(N / TILE), ceil(M / TILE), batch).
// GEMM 1: gemm.glsl's register-tiled core (its defines: the tile, GEMM_VEC). With SPLIT_K 1
// (HAS_BIAS 0, no epilogue) over one slice of K (p.kChunk of it) per workgroup, p.slices slices along the grid's
// z after the batch: raw partial sums A @ B, in the compute type, at
// partial[slice * B*M*N + index]; split_k.comp scales and adds them up, adds the bias and applies the
// epilogue. Bindings: A, B, partial sums.
#if HAS_BIAS
layout(std430, set = 0, binding = 0) readonly buffer BiasBuffer { IN_TYPE bias[]; };
#endif
layout(std430, set = 0, binding = HAS_BIAS + 0) readonly buffer ABuffer { IN_TYPE a[]; };
layout(std430, set = 0, binding = HAS_BIAS + 1) readonly buffer BBuffer { IN_TYPE b[]; };

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

#define EPILOGUE_BINDING (HAS_BIAS + 2)
#pragma edgec_include epilogue
#if SPLIT_K
layout(std430, set = 0, binding = 2) writeonly buffer PartialBuffer { CT partial[]; };
#else
layout(std430, set = 0, binding = EPILOGUE_BINDING + EPILOGUE_INPUTS) writeonly buffer OutBuffer { OUT_TYPE o[]; };
#endif

// A_CONTIGUOUS, B_CONTIGUOUS (0 or 1): the operand is contiguous (rows of K, of N; no offset), and is indexed
// so, without its strides: the core's loads are its inner loop, and NVIDIA's compiler made the 4096^3 product
// 1-2% slower through the strides (bench/RESULTS.md).
#if A_CONTIGUOUS
#define A_INDEX(m, k) ((m) * p.K + (k))
#else
#define A_INDEX(m, k) (p.offsetA + (m) * p.aStrideM + (k) * p.aStrideK)
#endif
#if B_CONTIGUOUS
#define B_INDEX(k, n) ((k) * p.N + (n))
#else
#define B_INDEX(k, n) (p.offsetB + (k) * p.bStrideK + (n) * p.bStrideN)
#endif
// A_BATCH_SPLIT, B_BATCH_SPLIT (defined or not): the operand's batch is two dims merged that no one stride steps
// through (attention's batch x heads read through a permute): element i of the batch starts at
// (i / inner) * outer stride + (i % inner) * strideA (strideB).
#if defined(A_BATCH_SPLIT)
#define A_BATCH(i) ((i) / p.aBatchInner * p.aStrideOuter + (i) % p.aBatchInner * p.strideA)
#else
#define A_BATCH(i) ((i) * p.strideA)
#endif
#if defined(B_BATCH_SPLIT)
#define B_BATCH(i) ((i) / p.bBatchInner * p.bStrideOuter + (i) % p.bBatchInner * p.strideB)
#else
#define B_BATCH(i) ((i) * p.strideB)
#endif
// ROWS_ACROSS_BATCH (defined or not): a batch of products over one B (bmm of a matrix broadcast over the batch) as one
// product of M = batch x rowsPerBatch rows (one grid, not a grid per batch element: the same work in far
// fewer, fuller workgroups when each element has few rows); row m is A's row m % rowsPerBatch of batch
// m / rowsPerBatch, and the output's rows are in that order already. The bias varies along N only.
#if defined(ROWS_ACROSS_BATCH)
#define A_AT(m, k) ((m) / p.rowsPerBatch * p.strideA + A_INDEX((m) % p.rowsPerBatch, k))
#else
#define A_AT(m, k) (A_BATCH(batch) + A_INDEX(m, k))
#endif

#if GEMM

uint batch, slice, batches;
CT gemmA(uint m, uint k) { return LOAD(a[A_AT(m, k)]); }
CT gemmB(uint k, uint n) { return LOAD(b[B_BATCH(batch) + B_INDEX(k, n)]); }
void gemmStore(uint m, uint n, CT sum) {
#if SPLIT_K
  partial[(slice * batches + batch) * (p.M * p.N) + m * p.N + n] = sum;
#else
  CT r = CT_MUL(CT_CAST(p.alpha), sum);
#if HAS_BIAS
  r = CT_ADD(r, CT_MUL(CT_CAST(p.beta), LOAD(bias[batch * p.biasStrideBatch + m * p.biasStrideM + n * p.biasStrideN])));
#endif
  uint index = batch * p.M * p.N + m * p.N + n;
  o[index] = STORE(applyEpilogue(r, index));
#endif
}
#pragma edgec_include gemm

void main() {
#if SPLIT_K
  batches = gl_NumWorkGroups.z / p.slices; // the grid's z is batches x slices (a dynamic batch of 0: 0)
  if (gl_WorkGroupID.z >= batches * p.slices) return; // uniform over the workgroup
  slice = gl_WorkGroupID.z / batches;
  batch = gl_WorkGroupID.z % batches;
  uint kBegin = slice * p.kChunk, kEnd = min(p.K, kBegin + p.kChunk);
#else
  batch = gl_WorkGroupID.z;
  uint kBegin = 0u, kEnd = p.K;
#endif
  gemmTile(p.M, p.N, kBegin, kEnd, gl_WorkGroupID.y * BM, gl_WorkGroupID.x * BN);
}
#else
layout(constant_id = 3) const uint TILE = 16;

shared CT tileA[TILE][TILE];
shared CT tileB[TILE][TILE];

void main() {
  // Clamped: a workgroup larger than TILE x TILE (only a crafted program's, the two are separate
  // specialization constants) computes garbage but never indexes the tiles out of bounds.
  uint ly = min(gl_LocalInvocationID.y, TILE - 1u), lx = min(gl_LocalInvocationID.x, TILE - 1u);
  uint row = gl_WorkGroupID.y * TILE + ly;
  uint col = gl_WorkGroupID.x * TILE + lx;
  uint batch = gl_WorkGroupID.z, offsetB = B_BATCH(batch);
  CT acc = CT_CAST(0);
  for (uint k0 = 0u; k0 < p.K; k0 += TILE) {
    uint ka = k0 + lx, kb = k0 + ly;
    // locals rather than ?: over buffer elements, which glslang mistypes for I64
    CT va = CT_CAST(0), vb = CT_CAST(0);
    if (row < p.M && ka < p.K)
      va = LOAD(a[A_AT(row, ka)]);
    if (kb < p.K && col < p.N)
      vb = LOAD(b[offsetB + B_INDEX(kb, col)]);
    tileA[ly][lx] = va;
    tileB[ly][lx] = vb;
    barrier();
    for (uint k = 0u; k < TILE; ++k)
      acc = CT_ADD(acc, CT_MUL(tileA[ly][k], tileB[k][lx]));
    barrier();
  }
  if (row >= p.M || col >= p.N) return;
  CT r = CT_MUL(CT_CAST(p.alpha), acc);
#if HAS_BIAS
  r = CT_ADD(r, CT_MUL(CT_CAST(p.beta),
                       LOAD(bias[batch * p.biasStrideBatch + row * p.biasStrideM + col * p.biasStrideN])));
#endif
  uint index = batch * p.M * p.N + row * p.N + col;
  o[index] = STORE(applyEpilogue(r, index));
}
#endif
