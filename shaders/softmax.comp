// Softmax along one dim (aten._softmax): the input is viewed as [OUTER, D, INNER]; one invocation per
// (outer, inner) row. Defines: OUTER, D, INNER.
layout(std430, set = 0, binding = 0) readonly buffer InBuffer { float x[]; };
layout(std430, set = 0, binding = 1) writeonly buffer OutBuffer { float o[]; };

void main() {
  uint i = flatInvocation();
  if (i >= OUTER * INNER) return;
  uint base = (i / INNER) * D * INNER + (i % INNER);
  float m = x[base];
  for (uint d = 1u; d < D; ++d) m = max(m, x[base + d * INNER]);
  float sum = 0.0;
  for (uint d = 0u; d < D; ++d) sum += exp(x[base + d * INNER] - m);
  for (uint d = 0u; d < D; ++d) o[base + d * INNER] = exp(x[base + d * INNER] - m) / sum;
}
