// Elementwise ops over NUM_INPUTS inputs (1 to 3) with broadcasting and strided views: every op of the
// registry with an expression, and strided copies (permutes, views a consumer cannot read in place). One
// invocation per output element; the output is contiguous, each input is read at offset +
// sum(coordinate[d] * stride[d]) (stride 0 on broadcast dims).
// Defines: NUM_INPUTS, NUM_SCALARS (0 to 2); EXPR, a GLSL expression over the inputs x0, x1, x2 and the
// scalars s0, s1 (LOAD_s0, LOAD_s1 where one is converted, see below), all of
// the compute type CT (float, int or int64_t); for each input k, INk_TYPE (its storage type) and
// LOADk(v) (a stored value as CT); OUT_TYPE and STORE(e) (CT or bool to storage); CONTIGUOUS where every
// input is read at the output's own index (same shape, contiguous, no offset): no index arithmetic at all.
// An op that computes in its output's type and writes all of it may apply an epilogue (epilogue.glsl): the
// elementwise ops after it, in this dispatch; its buffers are bound after the inputs.
layout(std430, set = 0, binding = 0) readonly buffer In0 { IN0_TYPE in0[]; };
#if NUM_INPUTS > 1
layout(std430, set = 0, binding = 1) readonly buffer In1 { IN1_TYPE in1[]; };
#endif
#if NUM_INPUTS > 2
layout(std430, set = 0, binding = 2) readonly buffer In2 { IN2_TYPE in2[]; };
#endif

#pragma push_constants // `p`, as compiler/registry/kernel_families.py declares it

// Before the epilogue's: a template is included once, and epilogue.glsl includes this one only where the
// variant has an epilogue.
#pragma edgec_include elementwise_functions
#define EPILOGUE_BINDING NUM_INPUTS
#pragma edgec_include epilogue
layout(std430, set = 0, binding = EPILOGUE_BINDING + EPILOGUE_INPUTS) writeonly buffer Out { OUT_TYPE o[]; };

// A scalar as the compute type: its push constant, unless the variant says how to convert it (a size known at
// run time, pushed as an integer word into a float variant).
#ifndef LOAD_s0
#define LOAD_s0 p.s0
#endif
#ifndef LOAD_s1
#define LOAD_s1 p.s1
#endif

void main() {
  uint i = flatInvocation();
  if (i >= p.numel) return;
  uint index[NUM_INPUTS];
  uint outIndex = i;
#if defined(CONTIGUOUS)
  for (int k = 0; k < NUM_INPUTS; ++k) index[k] = i;
#else
  for (int k = 0; k < NUM_INPUTS; ++k) index[k] = p.offset[k];
#if defined(OUT_STRIDED)
  outIndex = p.outOffset;
#endif
  uint rem = i;
  for (int d = int(p.rank) - 1; d >= 0; --d) {
    uint c = rem % p.shape[d];
    rem /= p.shape[d];
    for (int k = 0; k < NUM_INPUTS; ++k) index[k] += c * p.strides[k][d];
#if defined(OUT_STRIDED)
    outIndex += c * p.outStrides[d];
#endif
  }
#endif
#if NUM_SCALARS > 0
  CT s0 = LOAD_s0;
#endif
#if NUM_SCALARS > 1
  CT s1 = LOAD_s1;
#endif
  CT x0 = LOAD0(in0[index[0]]);
#if NUM_INPUTS > 1
  CT x1 = LOAD1(in1[index[1]]);
#endif
#if NUM_INPUTS > 2
  CT x2 = LOAD2(in2[index[2]]);
#endif
#if defined(EPILOGUE_BODY)
  o[outIndex] = STORE(applyEpilogue(CT(EXPR), outIndex));
#else
  o[outIndex] = STORE(EXPR);
#endif
}
