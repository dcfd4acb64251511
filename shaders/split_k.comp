// The sum of a GEMM split along K (conv2d's SPLIT_K): SLICES partial sums per output element, in the compute
// type, slice after slice (partial[s * numel + i]); then the bias, per channel ((i / biasInner) % biasCount),
// and the epilogue (epilogue.glsl). One invocation per output element. Defines: HAS_BIAS (0 or 1); an
// epilogue's. Bindings: partial sums, (bias,) the epilogue's inputs, output.
layout(std430, set = 0, binding = 0) readonly buffer PartialBuffer { CT partial[]; };
#if HAS_BIAS
layout(std430, set = 0, binding = 1) readonly buffer BiasBuffer { IN_TYPE bias[]; };
#endif

layout(constant_id = 3) const uint SLICES = 1;

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

#define EPILOGUE_BINDING (1 + HAS_BIAS)
#pragma edgec_include epilogue
layout(std430, set = 0, binding = EPILOGUE_BINDING + EPILOGUE_INPUTS) writeonly buffer OutBuffer { OUT_TYPE o[]; };

void main() {
  uint i = flatInvocation();
  if (i >= p.numel) return;
  CT sum = partial[i];
  for (uint s = 1u; s < SLICES; ++s)
    sum = CT_ADD(sum, partial[s * p.numel + i]);
#if HAS_BIAS
  sum = CT_ADD(sum, LOAD(bias[(i / p.biasInner) % p.biasCount]));
#endif
  o[i] = STORE(applyEpilogue(sum, i));
}
