// Softmax along one dim (aten._softmax; aten._log_softmax with LOG defined): the input is viewed as
// [outer, D, inner]; one invocation per (outer, inner) row, or with TREE one workgroup per row (a power-of-two
// workgroup size): each invocation takes a strided share of the row, and the workgroup combines the maxima and
// then the sums as trees in shared memory. For long rows; without it, many short rows.
// With SAFE (softmax only), a row whose elements are all -inf gives zeros rather than NaN: PyTorch's
// _safe_softmax, which its attention decomposes into a softmax, a test of the rows and a where (kernel
// selection finds them and runs them here).
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { OUT_TYPE o[]; };

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

#if defined(TREE)
shared CT partial[gl_WorkGroupSize.x];
// The combination of every invocation's `v` (max, or sum), the same for all of them.
CT combine(CT v, bool takeMax) {
  uint lane = gl_LocalInvocationID.x;
  partial[lane] = v;
  barrier();
  for (uint half_ = gl_WorkGroupSize.x / 2u; half_ > 0u; half_ /= 2u) {
    if (lane < half_)
      partial[lane] = takeMax ? max(partial[lane], partial[lane + half_]) : partial[lane] + partial[lane + half_];
    barrier();
  }
  CT all = partial[0];
  barrier(); // before partial is written again
  return all;
}
#endif

void main() {
#if defined(TREE)
  // The workgroup's row, the same for all its invocations: they return (or not) together.
  uint i = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
  uint lane = gl_LocalInvocationID.x, step = gl_WorkGroupSize.x;
#else
  uint i = flatInvocation();
  uint lane = 0u, step = 1u;
#endif
  if (i >= p.outer * p.inner) return;
  uint base = (i / p.inner) * p.D * p.inner + (i % p.inner);
  CT m = CT(-1.0 / 0.0);
#if defined(SAFE)
  CT kept = CT(0); // 1 once an element is not -inf (NaN included, as PyTorch's x != -inf)
#endif
  for (uint d = lane; d < p.D; d += step) {
    CT v = LOAD(x[base + d * p.inner]);
    m = max(m, v);
#if defined(SAFE)
    kept = max(kept, v != CT(-1.0 / 0.0) ? CT(1) : CT(0));
#endif
  }
#if defined(SAFE)
#if defined(TREE)
  kept = combine(kept, true);
#endif
  if (kept == CT(0)) { // uniform over the workgroup (the combined value)
    for (uint d = lane; d < p.D; d += step) o[base + d * p.inner] = STORE(CT(0));
    return;
  }
#endif
#if defined(TREE)
  m = combine(m, true);
#endif
  CT sum = CT(0);
  for (uint d = lane; d < p.D; d += step) sum += exp(LOAD(x[base + d * p.inner]) - m);
#if defined(TREE)
  sum = combine(sum, false);
#endif
#if defined(LOG)
  CT logSum = log(sum);
  for (uint d = lane; d < p.D; d += step) o[base + d * p.inner] = STORE(LOAD(x[base + d * p.inner]) - m - logSum);
#else
  for (uint d = lane; d < p.D; d += step) o[base + d * p.inner] = STORE(exp(LOAD(x[base + d * p.inner]) - m) / sum);
#endif
}
