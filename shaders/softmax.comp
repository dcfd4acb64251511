// Softmax along one dim (aten._softmax; aten._log_softmax with LOG defined): the input is viewed as
// [outer, D, inner]; one invocation per (outer, inner) row.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { IN_TYPE x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { OUT_TYPE o[]; };

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

void main() {
  uint i = flatInvocation();
  if (i >= p.outer * p.inner) return;
  uint base = (i / p.inner) * p.D * p.inner + (i % p.inner);
  CT m = LOAD(x[base]);
  for (uint d = 1u; d < p.D; ++d) m = max(m, LOAD(x[base + d * p.inner]));
  CT sum = CT(0);
  for (uint d = 0u; d < p.D; ++d) sum += exp(LOAD(x[base + d * p.inner]) - m);
#if defined(LOG)
  CT logSum = log(sum);
  for (uint d = 0u; d < p.D; ++d) o[base + d * p.inner] = STORE(LOAD(x[base + d * p.inner]) - m - logSum);
#else
  for (uint d = 0u; d < p.D; ++d) o[base + d * p.inner] = STORE(exp(LOAD(x[base + d * p.inner]) - m) / sum);
#endif
}
