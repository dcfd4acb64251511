// Elementwise ops over NUM_INPUTS inputs (1 to 3) with broadcasting and strided views: every op of the
// registry with an expression, and strided copies (permutes, views a consumer cannot read in place). One
// invocation per output element; the output is contiguous, each input is read at offset +
// sum(coordinate[d] * stride[d]) (stride 0 on broadcast dims).
// Defines: NUM_INPUTS, NUM_SCALARS (0 to 2); EXPR, a GLSL expression over the inputs x0, x1, x2 and the
// scalars s0, s1, all of
// the compute type CT (float, int or int64_t); for each input k, INk_TYPE (its storage type) and
// LOADk(v) (a stored value as CT); OUT_TYPE and STORE(e) (CT or bool to storage); CONTIGUOUS where every
// input is read at the output's own index (same shape, contiguous, no offset): no index arithmetic at all.
layout(std430, set = 0, binding = 0) readonly buffer In0 { IN0_TYPE in0[]; };
#if NUM_INPUTS > 1
layout(std430, set = 0, binding = 1) readonly buffer In1 { IN1_TYPE in1[]; };
#endif
#if NUM_INPUTS > 2
layout(std430, set = 0, binding = 2) readonly buffer In2 { IN2_TYPE in2[]; };
#endif
layout(std430, set = 0, binding = NUM_INPUTS) writeonly buffer Out { OUT_TYPE o[]; };

layout(push_constant) uniform Params {
  // The op's NUM_SCALARS scalars (alpha, min/max, ...), first: CT may be 64-bit.
#if NUM_SCALARS > 0
  CT s0;
#endif
#if NUM_SCALARS > 1
  CT s1;
#endif
  uint numel;
  uint rank;                           // of the output, dims merged where every operand allows it
  uint shape[MAX_RANK];                // output shape
  uint offset[NUM_INPUTS];             // first element of each input
  uint strides[NUM_INPUTS][MAX_RANK];  // element strides of each input along the output's dims
#if defined(OUT_STRIDED)
  uint outOffset;                      // the output is written strided too: a part of a larger buffer (cat)
  uint outStrides[MAX_RANK];
#endif
} p;

// The error function, which GLSL lacks: its Maclaurin series near 0 (relative error below 1e-7 for
// |x| < 0.5), else Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7).
// GLSL has no log10: log2 scaled (exact to float rounding).
float log10(float x) { return log2(x) * 0.30102999566398120; }

float erf(float x) {
  float a = abs(x);
  if (a < 0.5) {
    float x2 = x * x;
    return 1.1283791671 * x * (1.0 + x2 * (-1.0 / 3.0 + x2 * (0.1 + x2 * (-1.0 / 42.0 + x2 / 216.0))));
  }
  float t = 1.0 / (1.0 + 0.3275911 * a);
  float y = 1.0 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
                      exp(-a * a);
  return x < 0.0 ? -y : y;
}

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
  CT s0 = p.s0;
#endif
#if NUM_SCALARS > 1
  CT s1 = p.s1;
#endif
  CT x0 = LOAD0(in0[index[0]]);
#if NUM_INPUTS > 1
  CT x1 = LOAD1(in1[index[1]]);
#endif
#if NUM_INPUTS > 2
  CT x2 = LOAD2(in2[index[2]]);
#endif
  o[outIndex] = STORE(EXPR);
}
