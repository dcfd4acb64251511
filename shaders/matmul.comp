// out[M,N] = BETA * bias + ALPHA * (A[M,K] @ B[K,N]) (aten.mm, aten.addmm), tiled in shared memory.
// Defines: M, N, K, ALPHA, BETA, HAS_BIAS with BIAS_STRIDE_M / BIAS_STRIDE_N (0 on broadcast dims).
// Workgroup: TILE x TILE invocations, one output element each; grid (ceil(N/TILE), ceil(M/TILE)).
// Bindings follow the op's operands: addmm (bias, A, B, out), mm (A, B, out).
#if HAS_BIAS
layout(std430, set = 0, binding = 0) readonly buffer BiasBuffer { float bias[]; };
#endif
layout(std430, set = 0, binding = HAS_BIAS + 0) readonly buffer ABuffer { float a[]; };
layout(std430, set = 0, binding = HAS_BIAS + 1) readonly buffer BBuffer { float b[]; };
layout(std430, set = 0, binding = HAS_BIAS + 2) writeonly buffer OutBuffer { float o[]; };

shared float tileA[TILE][TILE];
shared float tileB[TILE][TILE];

void main() {
  uint row = gl_WorkGroupID.y * TILE + gl_LocalInvocationID.y;
  uint col = gl_WorkGroupID.x * TILE + gl_LocalInvocationID.x;
  float acc = 0.0;
  for (uint k0 = 0u; k0 < K; k0 += TILE) {
    uint ka = k0 + gl_LocalInvocationID.x, kb = k0 + gl_LocalInvocationID.y;
    tileA[gl_LocalInvocationID.y][gl_LocalInvocationID.x] = (row < M && ka < K) ? a[row * K + ka] : 0.0;
    tileB[gl_LocalInvocationID.y][gl_LocalInvocationID.x] = (kb < K && col < N) ? b[kb * N + col] : 0.0;
    barrier();
    for (uint k = 0u; k < TILE; ++k)
      acc += tileA[gl_LocalInvocationID.y][k] * tileB[k][gl_LocalInvocationID.x];
    barrier();
  }
  if (row >= M || col >= N) return;
  float r = float(ALPHA) * acc;
#if HAS_BIAS
  r += float(BETA) * bias[row * BIAS_STRIDE_M + col * BIAS_STRIDE_N];
#endif
  o[row * N + col] = r;
}
