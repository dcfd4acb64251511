// Elementwise ops over NUM_INPUTS inputs (1 to 3) with broadcasting and strided views: aten.add/sub/mul
// .Tensor, relu, hardtanh, and permute (a strided copy). One invocation per output element; the output is
// contiguous, each input is read at offset + sum(coordinate[d] * stride[d]) (stride 0 on broadcast dims).
// Defines: NUM_INPUTS, EXPR (a GLSL expression over the inputs x0, x1, x2 and the scalars s0, s1), and
// CONTIGUOUS where every input is read at the output's own index (same shape, contiguous, no offset): no
// index arithmetic at all.
layout(std430, set = 0, binding = 0) readonly buffer In0 { float in0[]; };
#if NUM_INPUTS > 1
layout(std430, set = 0, binding = 1) readonly buffer In1 { float in1[]; };
#endif
#if NUM_INPUTS > 2
layout(std430, set = 0, binding = 2) readonly buffer In2 { float in2[]; };
#endif
layout(std430, set = 0, binding = NUM_INPUTS) writeonly buffer Out { float o[]; };

layout(push_constant) uniform Params {
  uint numel;
  uint rank;                           // of the output, dims merged where every operand allows it
  uint shape[MAX_RANK];                // output shape
  uint offset[NUM_INPUTS];             // first element of each input
  uint strides[NUM_INPUTS][MAX_RANK];  // element strides of each input along the output's dims
  float s0, s1;                        // the op's scalars (alpha, min/max, ...)
} p;

void main() {
  uint i = flatInvocation();
  if (i >= p.numel) return;
  uint index[NUM_INPUTS];
#if defined(CONTIGUOUS)
  for (int k = 0; k < NUM_INPUTS; ++k) index[k] = i;
#else
  for (int k = 0; k < NUM_INPUTS; ++k) index[k] = p.offset[k];
  uint rem = i;
  for (int d = int(p.rank) - 1; d >= 0; --d) {
    uint c = rem % p.shape[d];
    rem /= p.shape[d];
    for (int k = 0; k < NUM_INPUTS; ++k) index[k] += c * p.strides[k][d];
  }
#endif
  float s0 = p.s0, s1 = p.s1;
  float x0 = in0[index[0]];
#if NUM_INPUTS > 1
  float x1 = in1[index[1]];
#endif
#if NUM_INPUTS > 2
  float x2 = in2[index[2]];
#endif
  o[i] = EXPR;
}
