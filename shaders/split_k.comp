// The sum of a GEMM split along K (conv2d's and matmul's SPLIT_K): p.slices partial sums per output element, in
// the compute type, slice after slice (partial[s * numel + i], p.slices of them), times alpha; then beta times the bias, read
// through BIAS_TERMS (div, mod, stride) terms of the element's index (a convolution's per channel, a
// product's broadcast over batch, rows and columns), and the epilogue (epilogue.glsl). One invocation per
// output element. Defines: HAS_BIAS (0 or 1), BIAS_TERMS where 1; an epilogue's. Bindings: partial sums,
// (bias,) the epilogue's inputs, output.
layout(std430, set = 0, binding = 0) readonly buffer PartialBuffer { CT partial[]; };
#if HAS_BIAS
layout(std430, set = 0, binding = 1) readonly buffer BiasBuffer { IN_TYPE bias[]; };
#endif

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

#define EPILOGUE_BINDING (1 + HAS_BIAS)
#pragma edgec_include epilogue
layout(std430, set = 0, binding = EPILOGUE_BINDING + EPILOGUE_INPUTS) writeonly buffer OutBuffer { OUT_TYPE o[]; };

void main() {
  uint i = flatInvocation();
  if (i >= p.numel) return;
  CT sum = partial[i];
  for (uint s = 1u; s < p.slices; ++s)
    sum = CT_ADD(sum, partial[s * p.numel + i]);
  sum = CT_MUL(p.alpha, sum);
#if HAS_BIAS
  uint at = 0u;
  for (int t = 0; t < BIAS_TERMS; ++t)
    at += ((i / p.biasDiv[t]) % p.biasMod[t]) * p.biasStride[t];
  sum = CT_ADD(sum, CT_MUL(p.beta, LOAD(bias[at])));
#endif
  o[i] = STORE(applyEpilogue(sum, i));
}
